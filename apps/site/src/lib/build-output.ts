/** The build's output folder, for a build that stops part-way and must leave nothing half-written. */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** What this build wrote to `outDir` (Astro empties it first, keeping only `.git`), and the folder itself once empty. */
export async function removeBuildOutput(outDir: string): Promise<void> {
  const entries: string[] = await readdir(outDir).catch(() => []);
  await Promise.all(entries.filter((entry) => entry !== '.git').map((entry) => rm(path.join(outDir, entry), { recursive: true, force: true })));
  if (!entries.includes('.git')) await rm(outDir, { recursive: true, force: true });
}
