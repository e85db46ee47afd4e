/**
 * Where in the data files a reference problem points. `referenceProblems` has no file system, so it
 * gives each problem a path (`['api-reference', <key of DATA_FILES>, …path in that file]`); this adds
 * the file and the line, so the CLI and the site print it like a catalogue problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '@docs/catalogue';
import { readYaml, type YamlSource } from '@docs/catalogue/node';
import { REFERENCE_PATH } from '../problems.js';
import { DATA_DIR, DATA_FILES } from './data-files.js';

type DataFileKey = keyof typeof DATA_FILES;

/** A locator for the data files in `dir`: each YAML file is read once, on the first problem in it. */
export function referenceLocator(dir: string = DATA_DIR): <P extends Problem>(problem: P) => P {
  const sources = new Map<DataFileKey, YamlSource | undefined>();
  const sourceOf = (key: DataFileKey, file: string) => {
    if (!sources.has(key)) sources.set(key, file.endsWith('.yaml') && existsSync(file) ? readYaml(readFileSync(file, 'utf8')) : undefined);
    return sources.get(key);
  };
  return <P extends Problem>(problem: P): P => {
    const [root, key, ...where] = problem.path;
    if (root !== REFERENCE_PATH || typeof key !== 'string' || !Object.hasOwn(DATA_FILES, key) || problem.file !== undefined) return problem;
    const file = path.join(dir, DATA_FILES[key as DataFileKey]);
    const line = sourceOf(key as DataFileKey, file)?.lineOf(where);
    return { ...problem, file, ...(line === undefined ? {} : { line }) };
  };
}
