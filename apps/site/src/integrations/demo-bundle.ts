/**
 * Builds the live demos' bundle (`src/demo-bundle/`) before Astro's client build, or reuses the one
 * kept from the last build, and copies its files into the site's assets folder at the end. On a cold
 * build it runs while the page bodies still render on their worker thread. The site script finds the
 * player through `virtual:docs/demo-player`; in `astro dev` that loads the player's source instead.
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

export function demoBundleIntegration(): AstroIntegration {
  let settings: { demos: DemoBundleTarget; cacheDir: string; outDir: string; assetsDir: string } | undefined;
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
        const outDir = fileURLToPath(config.outDir);
        settings = {
          demos: { siteRoot: fileURLToPath(config.root), base: `${config.base.replace(/\/$/, '')}/${config.build.assets}/` },
          cacheDir: path.join(fileURLToPath(config.cacheDir), 'docs-demo-bundle'),
          outDir,
          assetsDir: path.join(outDir, ...config.build.assets.split('/')),
        };
      },
      'astro:build:setup': async ({ target, logger }) => {
        if (target !== 'client' || !settings) return;
        const { demos, cacheDir, outDir } = settings;
        try {
          const started = performance.now();
          const kept = await timed('demo bundle: build or reuse', () =>
            cachedDemoBundle(cacheDir, demoBundleRecipe(demos), (dir) => buildDemoBundle(demos, dir)),
          );
          bundle = kept.bundle;
          source = { from: 'bundle', bundle, base: demos.base };
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          logger.info(`demo bundle: ${kept.reused ? 'reused' : 'built'}, ${bundle.files.length} files (${seconds} s)`);
        } catch (error) {
          // The server build has written its files by now: a failed build leaves none of them.
          await removeBuildOutput(outDir);
          throw error;
        }
      },
      'astro:build:done': async () => {
        if (!bundle || !settings) return;
        const { dir, files } = bundle;
        const { assetsDir } = settings;
        await Promise.all(
          files.map(async (file) => {
            await mkdir(path.dirname(path.join(assetsDir, file)), { recursive: true });
            await cp(path.join(dir, file), path.join(assetsDir, file));
          }),
        );
      },
    },
  };
}
