/** llms.txt: every page with its title, Markdown URL and description (as published), grouped by sidebar area. */
import { docsLlmsTxt } from '@docs/catalogue';
import type { APIRoute } from 'astro';
import { getApiReference } from '../lib/api-reference';
import { SITE_URL } from '../lib/site-config';

export const GET: APIRoute = async () => {
  const { catalogue } = await getApiReference();
  return new Response(docsLlmsTxt(catalogue, new URL(SITE_URL).origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
