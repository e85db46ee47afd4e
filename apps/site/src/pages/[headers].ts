/**
 * `_headers`: cache rules for hosts that read the file (see `src/lib/headers.ts`). Named through a
 * parameter, like `_redirects`, because Astro skips route files whose name starts with `_`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { CACHE_RULES, formatHeaders } from '../lib/headers';

export const getStaticPaths: GetStaticPaths = () => [{ params: { headers: '_headers' } }];

export const GET: APIRoute = () => new Response(formatHeaders(CACHE_RULES), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
