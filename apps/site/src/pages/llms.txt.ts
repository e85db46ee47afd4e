/** llms.txt: every page with its title, Markdown URL and description, grouped by sidebar area. */
import { toLlmsTxt } from '@docs/catalogue';
import type { APIRoute } from 'astro';
import { AREA_NAMES } from '../lib/areas';
import { SITE_NAME, SITE_SUMMARY, SITE_URL } from '../lib/site-config';
import { getSite } from '../lib/site';

export const GET: APIRoute = async () => {
  const site = await getSite();
  const text = toLlmsTxt(site.catalogue, {
    siteUrl: new URL(SITE_URL).origin,
    title: SITE_NAME,
    summary: SITE_SUMMARY,
    sidebarNames: { ...AREA_NAMES },
    markdownLinks: true,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
