/** Each sidebar's items as the site renders them, fetched by the sidebar island when it hydrates. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../lib/site';

export const getStaticPaths: GetStaticPaths = async () => {
  const site = await getSite();
  return Object.keys(site.sidebars).map((name) => ({ params: { name } }));
};

export const GET: APIRoute = async ({ params }) => {
  const site = await getSite();
  return new Response(JSON.stringify(site.sidebars[params.name!] ?? []), { headers: { 'Content-Type': 'application/json' } });
};
