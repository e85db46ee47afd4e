/**
 * Writing a file so that readers see either the old content or the new, never half of it:
 * write a temporary file next to the target, flush it to disk, then rename it over the target
 * (a rename within one directory is atomic). On any failure the temporary file is removed.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Failure, reasonOf } from './errors.js';

export async function writeFileAtomic(target: string, content: string): Promise<void> {
  const absolute = path.resolve(target);
  const temporary = path.join(path.dirname(absolute), `.${path.basename(absolute)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let created = false;
  try {
    const handle = await open(temporary, 'wx');
    created = true;
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, absolute);
  } catch (error) {
    if (created) await rm(temporary, { force: true });
    throw new Failure(`cannot write ${target}: ${reasonOf(error)}; nothing was written`);
  }
}
