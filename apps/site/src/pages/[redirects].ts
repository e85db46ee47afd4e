/**
 * `_redirects`: a permanent redirect for every stub and the home page's id route, in the format
 * Netlify and Cloudflare Pages read. (A route file named `_redirects.ts` would be ignored by Astro,
 * which skips names starting with `_`, hence the parameter.)
 */
import { formatRedirects, redirectsOf } from '@docs/catalogue';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../lib/site';
import config from 'virtual:docs/config';

export const getStaticPaths: GetStaticPaths = () => [{ params: { redirects: '_redirects' } }];

export const GET: APIRoute = async () => {
  const { catalogue } = await getSite(config);
  return new Response(formatRedirects(redirectsOf(catalogue)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
