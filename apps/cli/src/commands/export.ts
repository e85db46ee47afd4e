/**
 * `export`: the catalogue as Docusaurus version metadata, native JSON, or llms.txt; to stdout or a
 * file. The first and the last are what the site publishes (`/docs/catalogue.json`, `/llms.txt`):
 * descriptions with the "Available from" note of the API reference's data; the native JSON is the
 * catalogue as written.
 */
import path from 'node:path';
import { publishedCatalogue } from '@docs/api-reference';
import { loadApiReference } from '@docs/api-reference/node';
import { hasErrors, problemLine, toDocusaurusVersionMetadata, type Catalogue } from '@docs/catalogue';
import { writeFileAtomic } from '../atomic-write.js';
import { displayPath, openCatalogue } from '../catalogue-dir.js';
import { DEFAULT_SITE_URL, DOCS_IDENTITY, docsLlmsTxt } from '../docs-identity.js';
import { EXIT, Failure, UsageError, type ExitCode } from '../errors.js';
import { plural, type Output } from '../io.js';
import { choiceOption, stringOption } from '../options.js';

export const EXPORT_FORMATS = ['docusaurus', 'json', 'llms'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An origin for absolute links: http(s) only, no path, no trailing slash. */
export function siteOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--site-url must be an absolute http(s) URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--site-url must use http or https (got "${url.protocol}")`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function exportCatalogue(catalogue: Catalogue, format: ExportFormat, siteUrl: string): string {
  switch (format) {
    case 'docusaurus':
      return `${JSON.stringify(toDocusaurusVersionMetadata(catalogue), null, 2)}\n`;
    case 'json':
      return `${JSON.stringify(catalogue, null, 2)}\n`;
    case 'llms':
      // The same llms.txt the site serves at /llms.txt.
      return docsLlmsTxt(catalogue, siteUrl, DOCS_IDENTITY);
  }
}

/** The catalogue as the site publishes it; data that does not load exports nothing, as it builds no site. */
function publishedOf(catalogue: Catalogue): Catalogue {
  const loaded = loadApiReference();
  if (!loaded.sources) throw new Failure(`the API reference data does not load (${problemLine(loaded.problems[0]!)}); nothing was exported`);
  return publishedCatalogue(catalogue, loaded.sources);
}

export async function exportCommand(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const given = stringOption(options.format, '--format');
  if (given === undefined) throw new UsageError(`--format is required: one of ${EXPORT_FORMATS.join(', ')}`);
  const format = choiceOption(given, '--format', EXPORT_FORMATS, 'json');
  const out = stringOption(options.out, '--out');
  const siteUrl = siteOrigin(stringOption(options.siteUrl, '--site-url') ?? DEFAULT_SITE_URL);
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  // An export of a broken catalogue would carry its holes to every consumer: refuse, write nothing.
  if (hasErrors(opened.problems)) {
    const count = opened.problems.filter((problem) => problem.severity === 'error').length;
    throw new Failure(`${displayPath(opened.dir)} has ${plural(count, 'error')}; nothing was exported (run \`docs-catalogue validate\`)`);
  }
  const content = exportCatalogue(format === 'json' ? opened.catalogue : publishedOf(opened.catalogue), format, siteUrl);
  if (out === undefined) {
    io.out(content);
    return EXIT.ok;
  }
  await writeFileAtomic(out, content);
  io.err(`wrote ${displayPath(path.resolve(out))} (${format}, ${plural(Object.keys(opened.catalogue.docs).length, 'page')})`);
  return EXIT.ok;
}
