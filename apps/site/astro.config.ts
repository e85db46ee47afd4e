/**
 * The site is static: every page is written to dist/ at build time. The catalogue integration reads
 * and validates the catalogue first, so a catalogue with errors stops the build before any page is
 * rendered; in dev it follows the content folder, so edits show without a restart. The settings
 * (`docs.config.ts` and the environment's overrides) are checked once here and passed to everything.
 */
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { ConfigError, loadSiteConfig, type SiteConfig } from './src/config/resolve';
import { siteConfigModule } from './src/config/virtual-module';
import { buildPhasesIntegration } from './src/integrations/build-phases';
import { catalogueIntegration } from './src/integrations/catalogue';
import { codeColoursPlugin } from './src/integrations/code-colours';
import { demoBundleIntegration } from './src/integrations/demo-bundle';
import { markdownTwinsIntegration } from './src/integrations/markdown-twins';
import { unusedRendererClientsIntegration } from './src/integrations/unused-renderer-clients';
import { pageBodiesIntegration } from './src/integrations/page-bodies';

/** The checked settings; a bad one is printed once (Vite and Astro would each print a thrown error) and stops the build. */
function siteConfig(): SiteConfig {
  try {
    return loadSiteConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = siteConfig();
// Made first: the other integrations add to the build's phase record only once it exists.
const buildPhases = buildPhasesIntegration(config);

export default defineConfig({
  site: config.siteUrl,
  output: 'static',
  cacheDir: config.cacheDir,
  trailingSlash: 'always',
  // Four pages at a time: rendering one page while others wait on the disk cut the build by about 12% here.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  devToolbar: { enabled: false },
  prefetch: false,
  // The build phases first, so their marks bracket every other integration's hooks (DOCS_BUILD_PHASES;
  // nothing without it).
  integrations: [
    buildPhases,
    catalogueIntegration(config),
    demoBundleIntegration(),
    pageBodiesIntegration(config),
    markdownTwinsIntegration(config),
    react(),
    unusedRendererClientsIntegration(),
  ],
  vite: {
    build: { assetsInlineLimit: 0 },
    plugins: [codeColoursPlugin(), siteConfigModule(config)],
    // Loaded by Node as they are rather than bundled into the server build: Vite bundles a linked
    // workspace package and what it imports, so Rollup went through zod, yaml, semver and js-yaml (for
    // the catalogue and the API reference) and unified, micromark and acorn (for Shiki's highlighter)
    // on every build, about 3 MB, for nothing: all are plain ES modules Node runs. About 4 s off the
    // server build; the pages are the same bytes.
    ssr: { external: ['@docs/catalogue', '@docs/api-reference', '@astrojs/markdown-remark'] },
  },
});
