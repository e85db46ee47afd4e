import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/routes';
import config from 'virtual:docs/config';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config.siteUrl, '/sitemap.xml')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
