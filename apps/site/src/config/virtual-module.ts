/**
 * `virtual:docs/config`: the resolved SiteConfig for the pages, as JSON. Astro's page bundle is a
 * separate module graph from astro.config.ts, so the pages import the config through Vite rather
 * than share a module instance (or `process.env`) with it.
 */
import type { Plugin } from 'vite';
import type { SiteConfig } from './resolve';

const ID = 'virtual:docs/config';
const RESOLVED_ID = `\0${ID}`;

export function siteConfigModule(config: SiteConfig): Plugin {
  return {
    name: 'docs:site-config',
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default Object.freeze(${JSON.stringify(config)});\n` : undefined),
  };
}
