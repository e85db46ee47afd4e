/**
 * Prepares a private copy of our site for timed builds, so that clearing caches and writing dist/
 * never touches apps/site (other people build it while the bench runs). The copy mirrors the repo
 * layout — <dir>/apps/site next to symlinks to the repo's node_modules and packages — so every
 * relative path in the site's config and its pnpm symlinks resolves as it does in the repo. The
 * catalogue is chosen with DOCS_CONTENT_DIR, which the site reads for exactly this purpose.
 */
import { cp, readdir, symlink, copyFile, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, SITE_DIR } from './paths.mjs';
import { resetDir } from './write-tree.mjs';

const SKIPPED = new Set(['node_modules', 'dist', '.astro', 'test', 'bench', '.turbo']);
const SKIPPED_IN_NODE_MODULES = new Set(['.astro', '.vite', '.cache']);
const SITE_CONTENT = path.join('src', 'content');

export const siteOf = (mirrorDir) => path.join(mirrorDir, 'apps', 'site');

export async function generateOurs(targetDir) {
  if (!existsSync(path.join(SITE_DIR, 'package.json')) || !existsSync(path.join(SITE_DIR, 'node_modules'))) {
    throw new Error(`${SITE_DIR} has no package.json or node_modules: run \`npx -y pnpm@10.34.9 install\` at the root first`);
  }
  await resetDir(targetDir);
  for (const shared of ['node_modules', 'packages']) await symlink(path.join(ROOT_DIR, shared), path.join(targetDir, shared));
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json']) {
    if (existsSync(path.join(ROOT_DIR, file))) await copyFile(path.join(ROOT_DIR, file), path.join(targetDir, file));
  }
  const site = siteOf(targetDir);
  await cp(SITE_DIR, site, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const relative = path.relative(SITE_DIR, source);
      if (relative === '') return true;
      const [top] = relative.split(path.sep);
      return !SKIPPED.has(top) && relative !== SITE_CONTENT && !relative.startsWith(`${SITE_CONTENT}${path.sep}`);
    },
  });
  // node_modules: the pnpm symlinks themselves (relative, so they resolve through the mirror), no caches.
  for (const entry of await readdir(path.join(SITE_DIR, 'node_modules'))) {
    if (SKIPPED_IN_NODE_MODULES.has(entry)) continue;
    await cp(path.join(SITE_DIR, 'node_modules', entry), path.join(site, 'node_modules', entry), { recursive: true, verbatimSymlinks: true });
  }
  const scripts = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts.build) throw new Error(`${SITE_DIR}/package.json has no build script`);
  return { dir: targetDir, site, buildScript: scripts.build };
}
