/** Replacing files of a built site in place, so that the change can be undone if a later step fails. */
import { readFile, rename, rm } from 'node:fs/promises';
import { writeWhole } from '../lib/write-whole.js';

/** Writes `files` (path → new text); resolves to what puts the old texts back. */
export async function replaceFiles(files: ReadonlyMap<string, string>): Promise<() => Promise<void>> {
  const old = new Map(await Promise.all([...files.keys()].map(async (file) => [file, await readFile(file, 'utf8')] as const)));
  await Promise.all([...files].map(([file, text]) => writeWhole(file, text)));
  return async () => {
    await Promise.all([...old].map(([file, text]) => writeWhole(file, text)));
  };
}

/** Puts the folder `next` where `current` is, removing the old one. */
export async function swapFolder(next: string, current: string): Promise<void> {
  const previous = `${current}.previous`;
  await rm(previous, { recursive: true, force: true });
  await rename(current, previous).catch(() => undefined);
  await rename(next, current);
  await rm(previous, { recursive: true, force: true });
}
