/** llms.txt: every page with its title, Markdown URL and description, grouped by sidebar area. */
import { docsLlmsTxt } from '@docs/catalogue';
import type { APIRoute } from 'astro';
import { SITE_URL } from '../lib/site-config';
import { getSite } from '../lib/site';

export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(docsLlmsTxt(site.catalogue, new URL(SITE_URL).origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
