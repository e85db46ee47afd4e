/** `mcp`: the docs as an MCP server on stdio, for coding agents; offline, from the catalogue and the API reference data. */
import packageJson from '../../package.json' with { type: 'json' };
import { EXIT, type ExitCode } from '../errors.js';
import type { Output } from '../io.js';
import { loadDocsData } from '../mcp/docs-data.js';
import { createServer, serveStdio } from '../mcp/server.js';
import { stringOption } from '../options.js';
import { DEFAULT_SITE_URL } from '../docs-identity.js';
import { siteOrigin } from './export.js';

export async function mcp(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const siteUrl = siteOrigin(stringOption(options.siteUrl, '--site-url') ?? DEFAULT_SITE_URL);
  const data = await loadDocsData({ dir: stringOption(options.dir, '--dir'), data: stringOption(options.data, '--data') });
  // stdout is the protocol's: anything for people goes to stderr.
  io.err(`docs-catalogue mcp: ${Object.keys(data.catalogue.docs).length} pages, serving on stdio`);
  await serveStdio(createServer(data, packageJson.version, siteUrl));
  return EXIT.ok;
}
