import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/routes';
import { SITE_URL } from '../lib/site-config';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITE_URL, '/sitemap.xml')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
