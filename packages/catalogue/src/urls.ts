/** Classifying hrefs from untrusted catalogue data. */

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** Browsers ignore tabs, newlines and leading control characters in a scheme ("java\tscript:"); so do we. */
function squeeze(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these from an href, so the check must too
  return href.replace(/[\u0000-\u0020\u007f]/g, '');
}

/** The scheme of an absolute URL (lower case, with colon), or undefined for relative URLs. */
export function schemeOf(href: string): string | undefined {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(squeeze(href));
  return match ? `${match[1]!.toLowerCase()}:` : undefined;
}

/** Relative URLs and http(s)/mailto are safe; every other scheme (javascript:, data:, vbscript:, …) is not. */
export function isSafeHref(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
}

/**
 * An href that leaves the site: an absolute URL with a scheme, or protocol-relative (`//host`).
 * Browsers read a backslash as a slash in web URLs, so `/\host` and `\\host` leave the site too.
 */
export function isExternalHref(href: string): boolean {
  return schemeOf(href) !== undefined || /^[/\\]{2}/.test(squeeze(href));
}

/** Root-relative hrefs point into this site. */
export function isInternalHref(href: string): boolean {
  return !isExternalHref(href) && href.startsWith('/');
}
