/**
 * Reading the committed data files, each checked against its schema. A problem names the file, the
 * line where YAML gives one, the entry and the rule, and is returned, never thrown.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { readYaml } from '@docs/catalogue/node';
import type { z } from 'zod';
import { FirstVersionsSchema, RegistryScanSchema } from '../availability.js';
import { OverridesSchema } from '../overrides.js';
import { ApiDataSchema } from '../schema.js';
import type { ApiReferenceSources } from '../sources.js';

/**
 * The folder of the committed data files (`packages/api-reference/data`), found through the package
 * name so that it holds when a bundler (the site's build) has moved this code into its own chunks.
 */
export const DATA_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@docs/api-reference/package.json')), 'data');

export const DATA_FILES = {
  api: 'api.json',
  overrides: 'overrides.yaml',
  firstVersions: 'first-versions.yaml',
  availability: 'availability.json',
} as const;

export type DataProblem = { file: string; line?: number; rule: string; message: string };

export type LoadResult = { sources?: ApiReferenceSources; problems: DataProblem[] };

type Parsed = { data: unknown; lineOf: (path: readonly (string | number)[]) => number | undefined; problem?: DataProblem };

function readData(file: string): Parsed {
  const noLine = () => undefined;
  if (!existsSync(file)) return { data: undefined, lineOf: noLine, problem: { file, rule: 'file-missing', message: 'the file does not exist' } };
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    try {
      return { data: JSON.parse(text), lineOf: noLine };
    } catch (error) {
      return { data: undefined, lineOf: noLine, problem: { file, rule: 'json-syntax', message: (error as Error).message } };
    }
  }
  const source = readYaml(text);
  if (source.error) return { data: undefined, lineOf: source.lineOf, problem: { file, line: source.error.line, rule: 'yaml-syntax', message: source.error.message } };
  return { data: source.data ?? {}, lineOf: source.lineOf };
}

/** Parses one data file with its schema: the value, or one problem per schema issue. */
function parseFile<T>(file: string, schema: z.ZodType<T>, problems: DataProblem[]): T | undefined {
  const parsed = readData(file);
  if (parsed.problem) {
    problems.push(parsed.problem);
    return undefined;
  }
  const result = schema.safeParse(parsed.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const where = issue.path.map(String);
    const line = parsed.lineOf(issue.path as (string | number)[]);
    problems.push({ file, ...(line === undefined ? {} : { line }), rule: 'schema', message: `${where.length > 0 ? `${where.join('.')}: ` : ''}${issue.message}` });
  }
  return undefined;
}

/** Loads and checks the four data files from `dir` (default: the package's own data folder). */
export function loadApiReference(dir: string = DATA_DIR): LoadResult {
  const problems: DataProblem[] = [];
  const file = (name: string) => path.join(dir, name);
  const data = parseFile(file(DATA_FILES.api), ApiDataSchema, problems);
  const overrides = parseFile(file(DATA_FILES.overrides), OverridesSchema, problems);
  const firstVersions = parseFile(file(DATA_FILES.firstVersions), FirstVersionsSchema, problems);
  const registryScan = parseFile(file(DATA_FILES.availability), RegistryScanSchema, problems);
  if (!data || !overrides || !firstVersions || !registryScan) return { problems };
  return { sources: { data, overrides, firstVersions, registryScan }, problems };
}

/** One line per problem: `file:line: rule: message`. */
export function formatDataProblem(problem: DataProblem): string {
  return `${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.rule}: ${problem.message}`;
}
