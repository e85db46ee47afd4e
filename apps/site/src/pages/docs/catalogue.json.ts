/** The navigation data in Docusaurus's version-metadata shape, for tools that already read it; descriptions as published. */
import { toDocusaurusVersionMetadata } from '@docs/catalogue';
import type { APIRoute } from 'astro';
import { getApiReference } from '../../lib/api-reference';
import config from 'virtual:docs/config';

export const GET: APIRoute = async () => {
  const { catalogue } = await getApiReference(config);
  return new Response(JSON.stringify(toDocusaurusVersionMetadata(catalogue)), { headers: { 'Content-Type': 'application/json' } });
};
