/**
 * Who the docs are, from the site's own config file (`apps/site/docs.config.ts`), so the CLI's
 * llms.txt is the site's. tsup bundles both files into the CLI; a package dependency on @docs/site
 * would instead make turbo build the whole site before the CLI (`^build`). `turbo.json` lists them
 * as inputs, so a changed identity rebuilds the CLI.
 */
import docsConfig from '../../site/docs.config.js';

export { docsLlmsTxt } from '../../site/src/config/identity.js';

export const DOCS_IDENTITY = docsConfig.identity;

/** Where the site is served when nothing else is said (`--site-url`'s default): `astro dev` and `pnpm start`. */
export const DEFAULT_SITE_URL = docsConfig.siteUrl;
