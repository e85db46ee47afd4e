/** Registers the `client:interaction` directive with Astro. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'docs:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) });
      },
    },
  };
}
