/** llms.txt: every page with its title, Markdown URL and description (as published), grouped by sidebar area. */
import type { APIRoute } from 'astro';
import { getApiReference } from '../lib/api-reference';
import { docsLlmsTxt } from '../config/identity';
import config from 'virtual:docs/config';

export const GET: APIRoute = async () => {
  const { catalogue } = await getApiReference(config);
  return new Response(docsLlmsTxt(catalogue, new URL(config.siteUrl).origin, config.identity), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
