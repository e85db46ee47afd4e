/**
 * The site is static: every page is written to dist/ at build time. The catalogue integration reads
 * and validates the catalogue first, so a catalogue with errors stops the build before any page is
 * rendered; in dev it follows the content folder, so edits show without a restart.
 */
import { availableParallelism } from 'node:os';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildPhasesIntegration } from './src/integrations/build-phases';
import { catalogueIntegration } from './src/integrations/catalogue';
import { codeColoursPlugin } from './src/integrations/code-colours';
import { pageBodiesIntegration } from './src/integrations/page-bodies';
import { remotionTreeShakingPlugin } from './src/integrations/remotion-tree-shaking';
import { resolveContentDir } from './src/lib/content-dir';
import { workerCount } from './src/markdown/body-scheduler';
import { currentLinkTargets } from './src/markdown/link-targets';
import { markdownSettings } from './src/markdown/settings';
import { SITE_URL } from './src/lib/site-config';

const contentDir = resolveContentDir();
// The pages read the same directory (they run in this process).
process.env.DOCS_CONTENT_DIR = contentDir;

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'always',
  // Four pages at a time: rendering one page while others wait on the disk cut the build by about 12% here.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  devToolbar: { enabled: false },
  prefetch: false,
  // First, so its marks bracket every other integration's hooks (DOCS_BUILD_PHASES; nothing without it).
  integrations: [
    buildPhasesIntegration(),
    catalogueIntegration(contentDir),
    pageBodiesIntegration({ contentDir, workers: workerCount(process.env.DOCS_BODY_WORKERS, availableParallelism()) }),
    react(),
  ],
  // The settings of every page body, which src/markdown/page-bodies.ts renders with Astro's Markdown steps.
  markdown: markdownSettings(contentDir, () => currentLinkTargets(contentDir)),
  vite: {
    build: { assetsInlineLimit: 0 },
    plugins: [codeColoursPlugin(), remotionTreeShakingPlugin()],
  },
});
