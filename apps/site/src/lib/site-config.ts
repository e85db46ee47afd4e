/** Site-wide names and addresses. `SITE_URL` may be overridden for a deployment. */
export const SITE_NAME = 'Remotion Docs';
export const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';
export const SITE_SUMMARY = 'Documentation of Remotion, the toolkit for making videos programmatically with React: guides, API reference and the Recorder.';
/** The one link-preview image every page shares (public/og-image.png). */
export const OG_IMAGE = { href: '/og-image.png', width: 1200, height: 630, alt: `${SITE_NAME}: make videos programmatically with React` };
