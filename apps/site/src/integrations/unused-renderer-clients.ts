/**
 * Leaves the browser side of UI framework renderers out of the client build when no page has an
 * island. Astro builds every renderer's client entrypoint whatever the pages use: with React
 * rendered only on the server (the sidebar), that was React DOM's client, 224 KB that no page
 * loads, and most of the client build's time. An island anywhere (a hydrated component among the
 * inputs) keeps them.
 */
import type { AstroIntegration } from 'astro';

/** A renderer's client entrypoint, as Astro's renderers name them (`@astrojs/react/client.js`). */
const RENDERER_CLIENT = /^@astrojs\/[\w-]+\/client[\w.-]*\.js$/;
/** Astro's other inputs that are not components: the pages' scripts and the injected page script. */
const SCRIPT_INPUT = /[?&]type=script\b|^astro:scripts\//;

/** The client build's `input` without the renderers' client entrypoints, unless an island (any component among the inputs) needs them. */
export function withoutUnusedRendererClients(input: readonly string[]): string[] {
  const islands = input.filter((entry) => !RENDERER_CLIENT.test(entry) && !SCRIPT_INPUT.test(entry));
  return islands.length > 0 ? [...input] : input.filter((entry) => !RENDERER_CLIENT.test(entry));
}

export function unusedRendererClientsIntegration(): AstroIntegration {
  return {
    name: 'docs:unused-renderer-clients',
    hooks: {
      // Astro passes the client build's own config object, which it builds with unless an
      // integration replaces it, so its input is changed in place.
      'astro:build:setup': ({ target, vite }) => {
        const options = vite.build?.rollupOptions;
        if (target === 'client' && options && Array.isArray(options.input)) options.input = withoutUnusedRendererClients(options.input);
      },
    },
  };
}
