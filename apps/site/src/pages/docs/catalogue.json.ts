/** The navigation data in Docusaurus's version-metadata shape, for tools that already read it. */
import { toDocusaurusVersionMetadata } from '@docs/catalogue';
import type { APIRoute } from 'astro';
import { getSite } from '../../lib/site';

export const GET: APIRoute = async () => {
  const site = await getSite();
  return new Response(JSON.stringify(toDocusaurusVersionMetadata(site.catalogue)), { headers: { 'Content-Type': 'application/json' } });
};
