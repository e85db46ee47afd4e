/** The site's name, summary and address, from the one definition the CLI shares. `SITE_URL` may be overridden for a deployment. */
import { DOCS_IDENTITY } from '@docs/catalogue';

export const SITE_NAME = DOCS_IDENTITY.name;
export const SITE_URL = process.env.SITE_URL ?? DOCS_IDENTITY.defaultUrl;
export const SITE_SUMMARY = DOCS_IDENTITY.summary;
/** The one link-preview image every page shares (public/og-image.png). */
export const OG_IMAGE = { href: '/og-image.png', width: 1200, height: 630, alt: `${SITE_NAME}: make videos programmatically with React` };
