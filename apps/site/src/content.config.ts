/**
 * Page bodies: the same .md/.mdx files the catalogue is built from. Ids are the file paths
 * (`player/api`), exactly the catalogue's ids, whatever the frontmatter says (`slug: /` must not
 * rename the docs home). The frontmatter is validated by the catalogue, not here.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import path from 'node:path';
import { resolveContentDir } from './lib/content-dir';

const docs = defineCollection({
  loader: glob({
    pattern: '**/*.{md,mdx}',
    base: path.join(resolveContentDir(), 'docs'),
    generateId: ({ entry }) => entry.replace(/\.mdx?$/, ''),
  }),
  schema: z.object({}).passthrough(),
});

export const collections = { docs };
