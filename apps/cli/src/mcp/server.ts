/** The MCP server: the four tools with their zod input schemas, over stdio. Answers from files only. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import type { DocsData } from './docs-data.js';
import { getApiReference, getPage, listPages, searchDocs } from './tools.js';

export const SERVER_NAME = 'docs-catalogue';

const searchResult = z.object({ id: z.string(), title: z.string(), url: z.string(), excerpt: z.string(), score: z.number() });
const pageEntry = z.object({ id: z.string(), title: z.string(), url: z.string() });

export function createServer(data: DocsData, version: string, siteUrl: string): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version });
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Search the Remotion docs (guides, API reference, Recorder) for a question or an API name (renderMedia, <Player>, spring()). Returns ranked pages with id, title, URL path and a matched excerpt; read one with get_page.',
      inputSchema: {
        query: z.string().min(1).describe('A question or API name'),
        limit: z.number().int().min(1).max(50).optional().describe('At most this many results (default 8)'),
      },
      outputSchema: { results: z.array(searchResult) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => searchDocs(data, args),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'A docs page as Markdown: title, description, body and, for an API page, its generated API reference. Takes a page id (renderer/render-media) or its URL path (/docs/renderer/render-media/).',
      inputSchema: { id: z.string().min(1).describe('Page id or URL path') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => getPage(data, args, siteUrl),
  );
  server.registerTool(
    'get_api_reference',
    {
      title: 'Look up an API',
      description:
        "An export's signature, parameters, options or props (type, default, description) and the version it is available from, from the reference generated from the published packages' types.",
      inputSchema: {
        name: z.string().min(1).describe('Export name: renderMedia, Player, <Player>, spring(), Series.Sequence'),
        package: z.string().min(1).optional().describe('The package, when several export the name: remotion, @remotion/renderer, @remotion/lambda, …'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => getApiReference(data, args),
  );
  server.registerTool(
    'list_pages',
    {
      title: 'List docs pages',
      description:
        'Page ids and titles, sorted by id; optionally only one sidebar (mainSidebar, apiSidebar, recorderSidebar) or ids starting with a prefix (lambda/).',
      inputSchema: { sidebar: z.string().min(1).optional().describe('Sidebar name'), prefix: z.string().optional().describe('Id prefix, e.g. lambda/') },
      outputSchema: { pages: z.array(pageEntry) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => listPages(data, args),
  );
  return server;
}

/** Serves until the client closes stdin. */
export async function serveStdio(server: McpServer): Promise<void> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  await server.connect(transport);
  await Promise.race([closed, new Promise<void>((resolve) => process.stdin.once('end', resolve))]);
  await server.close();
}
