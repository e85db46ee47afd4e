/** The site's redirects (stubs and the home page's id route) at canonical, trailing-slash hrefs. */
import { redirectsOf, type Catalogue, type Redirect } from '@docs/catalogue';
import { canonicalHref } from './routes.js';

export function siteRedirects(catalogue: Catalogue): Redirect[] {
  return redirectsOf(catalogue).map((redirect) => ({ ...redirect, from: canonicalHref(redirect.from), to: canonicalHref(redirect.to) }));
}
