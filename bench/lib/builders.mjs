/**
 * The three builds compared, each as: generate the project for a catalogue, then the command that
 * builds it, what to delete first for a cold build, and where the static output ends up.
 */
import path from 'node:path';
import { BENCH_DIR, projectDir } from './paths.mjs';
import { generateDocusaurus } from './gen-docusaurus.mjs';
import { generateStarlight } from './gen-starlight.mjs';
import { generateOurs, siteOf } from './gen-ours.mjs';

const BENCH_BIN = path.join(BENCH_DIR, 'node_modules', '.bin');
/** Caches a build tool may leave in the bench package's shared node_modules. */
const BENCH_CACHES = ['.cache', '.vite', '.astro'].map((name) => path.join(BENCH_DIR, 'node_modules', name));

export const BUILDER_NAMES = ['ours', 'docusaurus', 'starlight'];
export const BUILDER_LABELS = { ours: 'Ours (Astro + islands)', docusaurus: 'Docusaurus 3.10', starlight: 'Starlight 0.37' };

export async function prepareBuilder(name, scale, catalogueDirectory) {
  const dir = projectDir(name, scale);
  switch (name) {
    case 'ours': {
      const mirror = await generateOurs(dir);
      const site = mirror.site;
      return {
        name,
        cwd: site,
        command: mirror.buildScript,
        env: { DOCS_CONTENT_DIR: catalogueDirectory },
        binDirs: [path.join(site, 'node_modules', '.bin')],
        clean: ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite', 'node_modules/.cache'].map((entry) => path.join(site, entry)),
        outDir: path.join(site, 'dist'),
      };
    }
    case 'docusaurus': {
      await generateDocusaurus(catalogueDirectory, dir);
      return {
        name,
        cwd: dir,
        command: 'docusaurus build',
        env: {},
        binDirs: [BENCH_BIN],
        clean: [...['build', '.docusaurus', 'node_modules'].map((entry) => path.join(dir, entry)), ...BENCH_CACHES],
        outDir: path.join(dir, 'build'),
      };
    }
    case 'starlight': {
      await generateStarlight(catalogueDirectory, dir);
      return {
        name,
        cwd: dir,
        command: 'astro build',
        env: {},
        binDirs: [BENCH_BIN],
        clean: [...['dist', '.astro', 'node_modules'].map((entry) => path.join(dir, entry)), ...BENCH_CACHES],
        outDir: path.join(dir, 'dist'),
      };
    }
    default:
      throw new Error(`unknown builder ${name}`);
  }
}

export { siteOf };
