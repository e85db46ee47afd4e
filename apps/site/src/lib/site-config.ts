/** The site's name, summary and address, from the one definition the CLI shares. `SITE_URL` may be overridden for a deployment. */
import path from 'node:path';
import { DOCS_IDENTITY } from '@docs/catalogue';
import { SITE_ROOT } from './content-dir';

export const SITE_NAME = DOCS_IDENTITY.name;
// An empty SITE_URL (a CI variable that is not set) counts as none.
export const SITE_URL = process.env.SITE_URL || DOCS_IDENTITY.defaultUrl;
export const SITE_SUMMARY = DOCS_IDENTITY.summary;
/** The one link-preview image every page shares (public/og-image.png). */
export const OG_IMAGE = { href: '/og-image.png', width: 1200, height: 630, alt: `${SITE_NAME}: make videos programmatically with React` };

/**
 * The generated API reference: `DOCS_API_REFERENCE=off` builds the pages without it (a benchmark
 * measures what it costs); `DOCS_API_DATA_DIR` reads its data from another folder than the
 * package's own (relative to the site's folder), as the build-failure test does with broken data.
 */
export const API_REFERENCE = {
  enabled: process.env.DOCS_API_REFERENCE !== 'off',
  dataDir: process.env.DOCS_API_DATA_DIR ? path.resolve(SITE_ROOT, process.env.DOCS_API_DATA_DIR) : undefined,
};
