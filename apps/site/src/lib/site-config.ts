/** Site-wide names and addresses. `SITE_URL` may be overridden for a deployment. */
export const SITE_NAME = 'Remotion Docs';
export const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';
export const SITE_SUMMARY = 'Documentation of Remotion, the toolkit for making videos programmatically with React: guides, API reference and the Recorder.';
