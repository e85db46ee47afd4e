/**
 * Reading the committed data files, each checked against its schema. A problem names the file, the
 * line where YAML gives one, the entry and the rule, and is returned, never thrown.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readYaml } from '@docs/catalogue/node';
import type { z } from 'zod';
import { FirstVersionsSchema, RegistryScanSchema } from '../availability.js';
import { OverridesSchema } from '../overrides.js';
import { PinnedPackagesSchema, type PinnedPackages } from '../pinned-packages.js';
import { CodeDefaultsSchema, DefaultsByHandSchema, type CodeDefaultsFile, type DefaultsByHand } from '../default-check.js';
import type { DataCode, ReferenceProblem } from '../problems.js';
import { ApiDataSchema } from '../schema.js';
import type { ApiReferenceSources } from '../sources.js';
import { HiddenMembersSchema, OPTIONS_TEXTS_FILE, ReadingOrderSchema, TextsFileSchema, textOf, type ReferenceTexts, type SourcedText } from '../texts.js';
import { DATA_DIR, DATA_FILES } from './data-files.js';

export { DATA_DIR, DATA_FILES };

export type LoadResult = { sources?: ApiReferenceSources; problems: ReferenceProblem[] };

type Parsed = { data: unknown; lineOf: (path: readonly (string | number)[]) => number | undefined; problem?: ReferenceProblem };

/** A data file that does not load: always an error, at the file (and the line, where YAML tells). */
function dataProblem(file: string, code: DataCode, message: string, line?: number): ReferenceProblem {
  return { code, message, severity: 'error', file, ...(line === undefined ? {} : { line }), path: [] };
}

function readData(file: string): Parsed {
  const noLine = () => undefined;
  if (!existsSync(file)) return { data: undefined, lineOf: noLine, problem: dataProblem(file, 'file-missing', 'the file does not exist') };
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    try {
      return { data: JSON.parse(text), lineOf: noLine };
    } catch (error) {
      return { data: undefined, lineOf: noLine, problem: dataProblem(file, 'json-syntax', (error as Error).message) };
    }
  }
  const source = readYaml(text);
  if (source.error) return { data: undefined, lineOf: source.lineOf, problem: dataProblem(file, 'yaml-syntax', source.error.message, source.error.line) };
  return { data: source.data ?? {}, lineOf: source.lineOf };
}

/** Parses one data file with its schema: the value, or one problem per schema issue. */
function parseFile<T>(file: string, schema: z.ZodType<T>, problems: ReferenceProblem[]): T | undefined {
  return parseFileWithLines(file, schema, problems)?.value;
}

/** Like `parseFile`, also giving the line of each entry. */
function parseFileWithLines<T>(file: string, schema: z.ZodType<T>, problems: ReferenceProblem[]): { value: T; lineOf: Parsed['lineOf'] } | undefined {
  const parsed = readData(file);
  if (parsed.problem) {
    problems.push(parsed.problem);
    return undefined;
  }
  const result = schema.safeParse(parsed.data);
  if (result.success) return { value: result.data, lineOf: parsed.lineOf };
  for (const issue of result.error.issues) {
    const where = issue.path.map(String);
    const line = parsed.lineOf(issue.path as (string | number)[]);
    problems.push(dataProblem(file, 'schema', `${where.length > 0 ? `${where.join('.')}: ` : ''}${issue.message}`, line));
  }
  return undefined;
}

/**
 * The texts folder: `options.yaml` keyed by option id, and `<package>.yaml` keyed by `Type.member`
 * for the members that package declares (`remotion.yaml`, `player.yaml`).
 */
function loadTexts(dir: string, problems: ReferenceProblem[]): Pick<ReferenceTexts, 'members' | 'options'> | undefined {
  const members = new Map<string, SourcedText>();
  const options = new Map<string, SourcedText>();
  if (!existsSync(dir)) return { members, options };
  const before = problems.length;
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.yaml'))
    .sort()) {
    const file = path.join(dir, name);
    const parsed = parseFileWithLines(file, TextsFileSchema, problems);
    if (!parsed) continue;
    const packageName = name === OPTIONS_TEXTS_FILE ? undefined : name === 'remotion.yaml' ? 'remotion' : `@remotion/${name.replace(/\.yaml$/, '')}`;
    for (const [entry, value] of Object.entries(parsed.value)) {
      const line = parsed.lineOf([entry]);
      const sourced: SourcedText = { ...textOf(value), file, entry, ...(line === undefined ? {} : { line }) };
      if (packageName === undefined) options.set(entry, sourced);
      else members.set(`${packageName}#${entry}`, sourced);
    }
  }
  return problems.length === before ? { members, options } : undefined;
}

/** Loads and checks the data files from `dir` (default: the package's own data folder). */
export function loadApiReference(dir: string = DATA_DIR): LoadResult {
  const problems: ReferenceProblem[] = [];
  const file = (name: string) => path.join(dir, name);
  const data = parseFile(file(DATA_FILES.api), ApiDataSchema, problems);
  const overrides = parseFile(file(DATA_FILES.overrides), OverridesSchema, problems);
  const firstVersions = parseFile(file(DATA_FILES.firstVersions), FirstVersionsSchema, problems);
  const registryScan = parseFile(file(DATA_FILES.availability), RegistryScanSchema, problems);
  const order = existsSync(file(DATA_FILES.order)) ? parseFile(file(DATA_FILES.order), ReadingOrderSchema, problems) : {};
  const hidden = existsSync(file(DATA_FILES.hidden)) ? parseFile(file(DATA_FILES.hidden), HiddenMembersSchema, problems) : {};
  const texts = loadTexts(file(DATA_FILES.texts), problems);
  if (!data || !overrides || !firstVersions || !registryScan || !order || !hidden || !texts) return { problems };
  return { sources: { data, overrides, firstVersions, registryScan, texts: { ...texts, order, hidden } }, problems };
}

/** The code defaults the texts' defaults are checked against (not part of the sources the site builds from). */
export function loadCodeDefaults(dir: string = DATA_DIR): { codeDefaults?: CodeDefaultsFile; byHand?: DefaultsByHand; problems: ReferenceProblem[] } {
  const problems: ReferenceProblem[] = [];
  const codeDefaults = parseFile(path.join(dir, DATA_FILES.codeDefaults), CodeDefaultsSchema, problems);
  const byHand = parseFile(path.join(dir, DATA_FILES.defaultsByHand), DefaultsByHandSchema, problems);
  return { ...(codeDefaults ? { codeDefaults } : {}), ...(byHand ? { byHand } : {}), problems };
}

/** The pinned version and the packages to extract and scan (`packages.yaml`). */
export function loadPinnedPackages(dir: string = DATA_DIR): { pinned?: PinnedPackages; problems: ReferenceProblem[] } {
  const problems: ReferenceProblem[] = [];
  const pinned = parseFile(path.join(dir, DATA_FILES.packages), PinnedPackagesSchema, problems);
  return { ...(pinned ? { pinned } : {}), problems };
}

export { referenceLocator } from './locations.js';
