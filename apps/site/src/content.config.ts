/**
 * The bodies of `.mdx` pages, which need Astro's MDX compiler. (`.md` bodies are rendered by
 * `src/markdown/page-bodies.ts`, from the pages the catalogue has already read.) Ids are the file
 * paths (`player/api`), exactly the catalogue's ids, whatever the frontmatter says (`slug: /` must
 * not rename the docs home). The frontmatter is validated by the catalogue, not here.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveContentDir } from './lib/content-dir';

const docsDir = path.join(resolveContentDir(), 'docs');
// Without .mdx pages (the usual case) the collection stays empty, and Astro does not warn that the
// pattern matched nothing on every build. The dev server sees a first .mdx page after a restart.
const hasMdxPages = existsSync(docsDir) && readdirSync(docsDir, { recursive: true }).some((file) => String(file).endsWith('.mdx'));

const docs = defineCollection({
  loader: hasMdxPages
    ? glob({ pattern: '**/*.mdx', base: docsDir, generateId: ({ entry }) => entry.replace(/\.mdx$/, '') })
    : { name: 'docs:no-mdx-pages', load: async () => {} },
  schema: z.object({}).passthrough(),
});

export const collections = { docs };
