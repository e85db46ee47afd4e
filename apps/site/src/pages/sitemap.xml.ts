/** sitemap.xml: every indexable page at its canonical URL (redirect stubs left out), the docs home first. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/routes';
import { getSite } from '../lib/site';
import { indexableHrefs } from '../lib/site-model';
import config from 'virtual:docs/config';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async () => {
  const site = await getSite(config);
  const body = indexableHrefs(site)
    .map((href) => `  <url><loc>${escapeXml(absoluteUrl(config.siteUrl, href))}</loc></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml' } });
};
