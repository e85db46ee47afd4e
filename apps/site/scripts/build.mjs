/**
 * `pnpm build`: runs the build command (`src/build/main.ts`, TypeScript that imports the site's own
 * modules) bundled by esbuild, as the body workers are, with this process's arguments. The bundle is
 * kept, named by a hash of the site's code, so a rebuild that changes no code does not bundle again.
 * It sits two folders below the site, where the site's modules expect to be, and imports its
 * packages from the site's node_modules.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteRoot = fileURLToPath(new URL('../', import.meta.url));
const CONTENT = path.join(siteRoot, 'src', 'content');

/** The code a bundle is made from: every file of src/ but the content, and the config, with esbuild's version. */
function codeHash() {
  const hash = createHash('sha256').update(JSON.parse(readFileSync(path.join(siteRoot, 'node_modules', 'esbuild', 'package.json'), 'utf8')).version);
  const files = readdirSync(path.join(siteRoot, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(`${CONTENT}${path.sep}`))
    .sort();
  for (const file of [...files, path.join(siteRoot, 'docs.config.ts')]) hash.update(`\n${path.relative(siteRoot, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const outfile = path.join(siteRoot, 'node_modules', '.astro', `docs-build-${codeHash()}.mjs`);
if (!existsSync(outfile)) {
  const { build } = await import('esbuild');
  const temporary = `${outfile}.${process.pid}.mjs`;
  await build({
    entryPoints: [path.join(siteRoot, 'src', 'build', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: temporary,
    logLevel: 'warning',
  });
  const { renameSync, rmSync } = await import('node:fs');
  renameSync(temporary, outfile);
  // The bundles of older code are not needed again.
  for (const name of readdirSync(path.dirname(outfile))) {
    if (/^docs-build-[0-9a-f]+\.mjs$/.test(name) && name !== path.basename(outfile)) rmSync(path.join(path.dirname(outfile), name), { force: true });
  }
}
await import(pathToFileURL(outfile).href);
