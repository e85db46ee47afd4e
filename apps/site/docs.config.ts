/**
 * The site's settings and identity, checked by `src/config/resolve.ts` when the build starts. The
 * environment variables in README.md override some of them for one build. The CLI bundles this
 * file for the docs' name and default address (`export --format llms`, the MCP server).
 */
import { defineDocsConfig } from './src/config/define';

export default defineDocsConfig({
  identity: {
    name: 'Remotion Docs',
    summary: 'Documentation of Remotion, the toolkit for making videos programmatically with React: guides, API reference and the Recorder.',
    sidebarLabels: { mainSidebar: 'Guides', apiSidebar: 'API', recorderSidebar: 'Recorder' },
  },
  siteUrl: 'http://localhost:4321',
  contentDir: 'src/content',
  apiReference: { enabled: true },
});
