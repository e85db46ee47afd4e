/** Writing a file whole: to a temporary name beside it, then renamed, so a reader or a stopped build never sees half of it. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}
