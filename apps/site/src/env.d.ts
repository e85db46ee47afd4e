/// <reference types="astro/client" />

/** The site's checked settings (`src/config/resolve.ts`), written by `src/config/virtual-module.ts`. */
declare module 'virtual:docs/config' {
  const config: import('./config/resolve').SiteConfig;
  export default config;
}

/** How the site script loads the demo player (`src/demo-bundle/player-module.ts`). */
declare module 'virtual:docs/demo-player' {
  export function importDemoPlayer(): Promise<typeof import('./scripts/demo-player')>;
}
