/**
 * The four builds compared, each as: generate the project for a catalogue, then the command that
 * builds it, what to delete first for a cold build, where the static output ends up, and where a
 * page's Markdown lives in the project (the one-page rebuild edits it).
 */
import path from 'node:path';
import { BENCH_DIR, projectDir } from './paths.mjs';
import { docusaurusFile, generateDocusaurus } from './gen-docusaurus.mjs';
import { generateRspress, rspressFile } from './gen-rspress.mjs';
import { generateStarlight, starlightFile } from './gen-starlight.mjs';
import { generateOurs, siteOf } from './gen-ours.mjs';

const BENCH_BIN = path.join(BENCH_DIR, 'node_modules', '.bin');
/** Caches a build tool may leave in the bench package's shared node_modules. */
const BENCH_CACHES = ['.cache', '.vite', '.astro'].map((name) => path.join(BENCH_DIR, 'node_modules', name));

export const BUILDER_NAMES = ['ours', 'docusaurus', 'starlight', 'rspress'];
export const BUILDER_LABELS = { ours: 'Ours (Astro + islands)', docusaurus: 'Docusaurus 3.10', starlight: 'Starlight 0.37', rspress: 'Rspress 2.0' };

/**
 * `corpus` decides who renders the API reference: in `bodied-api` ours renders it as it always does
 * and the peers get its Markdown appended to each mapped page; in the other corpora nobody does
 * (ours builds with DOCS_API_REFERENCE=off), so all of them render the same content.
 */
export async function prepareBuilder(name, scale, catalogueDirectory, { corpus = 'bodied' } = {}) {
  const dir = projectDir(name, scale);
  const apiReference = corpus === 'bodied-api';
  switch (name) {
    case 'ours': {
      const mirror = await generateOurs(dir);
      const site = mirror.site;
      return {
        name,
        cwd: site,
        command: mirror.buildScript,
        env: { DOCS_CONTENT_DIR: catalogueDirectory, DOCS_API_REFERENCE: apiReference ? undefined : 'off' },
        binDirs: [path.join(site, 'node_modules', '.bin')],
        clean: ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite', 'node_modules/.cache'].map((entry) => path.join(site, entry)),
        outDir: path.join(site, 'dist'),
        // Ours reads the catalogue directory itself.
        sourceFile: (page) => page.absolutePath,
      };
    }
    case 'docusaurus': {
      await generateDocusaurus(catalogueDirectory, dir, { apiReference });
      return {
        name,
        cwd: dir,
        command: 'docusaurus build',
        env: {},
        binDirs: [BENCH_BIN],
        clean: [...['build', '.docusaurus', 'node_modules'].map((entry) => path.join(dir, entry)), ...BENCH_CACHES],
        outDir: path.join(dir, 'build'),
        sourceFile: (page) => path.join(dir, docusaurusFile(page)),
      };
    }
    case 'starlight': {
      await generateStarlight(catalogueDirectory, dir, { apiReference });
      return {
        name,
        cwd: dir,
        command: 'astro build',
        env: {},
        binDirs: [BENCH_BIN],
        clean: [...['dist', '.astro', 'node_modules'].map((entry) => path.join(dir, entry)), ...BENCH_CACHES],
        outDir: path.join(dir, 'dist'),
        sourceFile: (page, lib, catalogue) => path.join(dir, starlightFile(lib, catalogue, page)),
      };
    }
    case 'rspress': {
      await generateRspress(catalogueDirectory, dir, { apiReference });
      return {
        name,
        cwd: dir,
        command: 'rspress build',
        env: {},
        binDirs: [BENCH_BIN],
        // node_modules of the project: Rspack's persistent build cache (.cache) and Rspress's generated runtime modules (.rspress).
        clean: [...['doc_build', 'node_modules'].map((entry) => path.join(dir, entry)), ...BENCH_CACHES],
        outDir: path.join(dir, 'doc_build'),
        sourceFile: (page, lib, catalogue) => path.join(dir, rspressFile(lib, catalogue, page)),
      };
    }
    default:
      throw new Error(`unknown builder ${name}`);
  }
}

export { siteOf };
