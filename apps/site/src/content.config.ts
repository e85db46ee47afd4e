/**
 * No content collection holds the pages: the catalogue reads them (`src/lib/load.ts`) and
 * `src/markdown/page-bodies.ts` renders their bodies. This one empty collection is here because,
 * without any, Astro would make a collection of every folder in `src/content/` on its own and load
 * every page a second time.
 */
import { defineCollection } from 'astro:content';

const docs = defineCollection({ loader: { name: 'docs:read-by-the-catalogue', load: async () => {} } });

export const collections = { docs };
