/**
 * Files a build keeps and reads back: written whole (to a temporary name beside it, then renamed, so a
 * reader or a stopped build never sees half of one), and read as JSON, with none there being no error.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** The JSON in `file`, or undefined when it is missing or unreadable (a cache entry a later build makes again). */
export async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
