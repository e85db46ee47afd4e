/** Replacing files of a built site in place, so that the change can be undone if a later step fails. */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/** Each written whole: to a temporary name, then renamed over the old file. */
async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

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
