/**
 * Builds the live demos' bundle (`src/demo-bundle/`) before Astro's client build, or reuses the one
 * kept from the last build, and copies its files into the site's assets folder at the end. Listed
 * before the page bodies' integration, so on a cold build the bundle is built while the bodies still
 * render on their worker thread, which is otherwise a wait. The site script finds the player through
 * `virtual:docs/demo-player`; in `astro dev` that loads the player's source instead.
 */
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildDemoBundle, type DemoBundle, type DemoBundleTarget, demoBundleRecipe } from '../demo-bundle/build';
import { cachedDemoBundle } from '../demo-bundle/cache';
import { demoPlayerModule, type PlayerSource } from '../demo-bundle/player-module';
import { removeBuildOutput } from '../lib/build-output';
import { timed } from '../lib/build-timing';

/** The folder the bundle's files are copied into, under the output folder. */
function assetsDir(outDir: string, assets: string): string {
  return path.join(outDir, ...assets.split('/'));
}

export function demoBundleIntegration(): AstroIntegration {
  let bundleTarget: DemoBundleTarget | undefined;
  let folders: { cacheDir: string; outDir: string; assets: string } | undefined;
  let source: PlayerSource | undefined;
  let bundle: DemoBundle | undefined;
  return {
    name: 'docs:demo-bundle',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') source = { from: 'source' };
        updateConfig({ vite: { plugins: [demoPlayerModule(() => source)] } });
      },
      'astro:config:done': ({ config }) => {
        const base = `${config.base.replace(/\/$/, '')}/${config.build.assets}/`;
        bundleTarget = { siteRoot: fileURLToPath(config.root), base };
        folders = {
          cacheDir: path.join(fileURLToPath(config.cacheDir), 'docs-demo-bundle'),
          outDir: fileURLToPath(config.outDir),
          assets: config.build.assets,
        };
      },
      'astro:build:setup': async ({ target, logger }) => {
        if (target !== 'client' || !bundleTarget || !folders) return;
        const { cacheDir, outDir } = folders;
        const built = bundleTarget;
        try {
          const started = performance.now();
          const kept = await timed('demo bundle: build or reuse', () =>
            cachedDemoBundle(cacheDir, demoBundleRecipe(built), (dir) => buildDemoBundle(built, dir)),
          );
          bundle = kept.bundle;
          source = { from: 'bundle', bundle, base: built.base };
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          logger.info(`demo bundle: ${kept.reused ? 'reused' : 'built'}, ${bundle.files.length} files (${seconds} s)`);
        } catch (error) {
          // The server build has written its files by now: a failed build leaves none of them.
          await removeBuildOutput(outDir);
          throw error;
        }
      },
      'astro:build:done': async () => {
        if (!bundle || !folders) return;
        const into = assetsDir(folders.outDir, folders.assets);
        const from = bundle.dir;
        await Promise.all(
          bundle.files.map(async (file) => {
            await mkdir(path.dirname(path.join(into, file)), { recursive: true });
            await cp(path.join(from, file), path.join(into, file));
          }),
        );
      },
    },
  };
}
