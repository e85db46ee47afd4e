/**
 * `docs-catalogue mcp`, driven like an agent drives it: the built CLI started as a child process
 * and spoken to with the MCP SDK's own Client over stdio, on the site's real catalogue and the
 * committed API reference data.
 */
import { mapApiPages, presentReference, referenceOfPage, type Presentation } from '@docs/api-reference';
import { loadApiReference } from '@docs/api-reference/node';
import { loadCatalogue } from '@docs/catalogue/node';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cleanEnv } from './helpers.js';
import { QUESTIONS } from './mcp-questions.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..', '..', '..');
const SITE_CONTENT = path.join(ROOT, 'apps', 'site', 'src', 'content');

type TextResult = { content: { type: string; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };
type Hit = { id: string; title: string; url: string; excerpt: string };

let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<TextResult> {
  return (await client.callTool({ name, arguments: args })) as TextResult;
}

const textOf = (result: TextResult) => result.content.map((part) => part.text).join('\n');

async function search(query: string, limit?: number): Promise<Hit[]> {
  const result = await call('search_docs', { query, ...(limit === undefined ? {} : { limit }) });
  expect(result.isError).toBeFalsy();
  return (result.structuredContent as { results: Hit[] }).results;
}

beforeAll(async () => {
  client = new Client({ name: 'mcp-test', version: '0.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp'], cwd: here, env: cleanEnv() as Record<string, string>, stderr: 'pipe' }),
  );
});

afterAll(async () => {
  await client?.close();
});

describe('docs-catalogue mcp', () => {
  it('lists its four tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api_reference', 'get_page', 'list_pages', 'search_docs']);
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.search_docs!.inputSchema.required).toEqual(['query']);
    expect(Object.keys(byName.search_docs!.inputSchema.properties ?? {})).toEqual(['query', 'limit']);
    expect(byName.get_page!.inputSchema.required).toEqual(['id']);
    expect(Object.keys(byName.get_api_reference!.inputSchema.properties ?? {})).toEqual(['name', 'package']);
    expect(byName.list_pages!.inputSchema.required ?? []).toEqual([]);
  });

  it('search_docs finds API names first, as text and as structuredContent.results', async () => {
    for (const [query, id] of [
      ['renderMedia', 'renderer/render-media'],
      ['<Player>', 'player/api'],
      ['spring()', 'spring'],
      ['bundle()', 'bundle'],
      ['renderMediaOnLambda', 'lambda/rendermediaonlambda'],
    ] as const) {
      const [first] = await search(query);
      expect(first?.id, query).toBe(id);
    }
    const result = await call('search_docs', { query: 'renderMedia', limit: 2 });
    const results = (result.structuredContent as { results: Hit[] }).results;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ id: 'renderer/render-media', title: 'renderMedia()', url: '/docs/renderer/render-media/' });
    expect(results[0]!.excerpt).toMatch(/renderMedia/);
    expect(textOf(result)).toContain('1. renderMedia() (id: renderer/render-media, /docs/renderer/render-media/)');
  });

  it('search_docs reads bodies: an excerpt quotes the matched passage', async () => {
    const hits = await search('concurrency of a Lambda render', 5);
    expect(hits.some((hit) => /concurrency/i.test(hit.excerpt))).toBe(true);
  });

  it(`search_docs answers at least 80% of ${QUESTIONS.length} questions with their page in the top 3`, async () => {
    const misses: string[] = [];
    for (const { question, id } of QUESTIONS) {
      const ids = (await search(question, 3)).map((hit) => hit.id);
      if (!ids.includes(id)) misses.push(`  "${question}" → expected ${id}, got ${ids.join(', ')}`);
    }
    const found = QUESTIONS.length - misses.length;
    const share = found / QUESTIONS.length;
    console.log(
      `search_docs: ${found}/${QUESTIONS.length} questions (${(share * 100).toFixed(1)}%) find their page in the top 3${misses.length ? `; misses:\n${misses.join('\n')}` : ''}`,
    );
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(25);
    expect(share).toBeGreaterThanOrEqual(0.8);
  });

  it('get_page gives the page as Markdown with its generated API reference', async () => {
    const markdown = textOf(await call('get_page', { id: 'renderer/render-media' }));
    expect(markdown.startsWith('# renderMedia()\n\n> ')).toBe(true);
    expect(markdown).toContain('Source: http://localhost:4321/docs/renderer/render-media/');
    expect(markdown).toContain('## API reference');
    expect(markdown).toContain('| `codec` |');
    // A route works as well as an id.
    expect(textOf(await call('get_page', { id: '/docs/renderer/render-media/' }))).toBe(markdown);
  });

  const builtTwin = path.join(ROOT, 'apps', 'site', 'dist', 'docs', 'spring.md');
  it.skipIf(!existsSync(builtTwin))("get_page is the site's Markdown twin, byte for byte (when the site is built)", async () => {
    expect(textOf(await call('get_page', { id: 'spring' }))).toBe(readFileSync(builtTwin, 'utf8'));
  });

  it('get_page names an unknown id and suggests the nearest', async () => {
    const result = await call('get_page', { id: 'renderer/render-medai' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('unknown page id "renderer/render-medai"; did you mean "renderer/render-media"?');
  });

  describe('get_api_reference', () => {
    let presentationOf: (docId: string) => Presentation | undefined;
    beforeAll(async () => {
      const { catalogue } = await loadCatalogue(SITE_CONTENT);
      const sources = loadApiReference().sources!;
      const mapping = mapApiPages(catalogue, sources.data, sources.overrides);
      presentationOf = (docId) => {
        const reference = referenceOfPage(docId, mapping, sources);
        return reference && presentReference(reference, { pinnedVersion: sources.data.pinnedVersion, texts: sources.texts });
      };
    });

    for (const [name, docId] of [
      ['renderMedia', 'renderer/render-media'],
      ['Player', 'player/api'],
      ['spring', 'spring'],
      ['bundle', 'bundle'],
    ] as const) {
      it(`names every option the reference shows for ${name}, with the signature and availability`, async () => {
        const result = await call('get_api_reference', { name });
        expect(result.isError).toBeFalsy();
        const text = textOf(result);
        const rows = presentationOf(docId)!.sections.flatMap((section) => (section.kind === 'code' ? [] : section.rows));
        expect(rows.length).toBeGreaterThan(3);
        for (const row of rows) expect(text, `${name}: ${row.name}`).toContain(`\`${row.name}\``);
        expect(text).toContain('### Signature');
        expect(text).toMatch(/Available (from|in) v4\.0\.\d+/);
        expect(text).toContain(`Page: /docs/${docId}/`);
      });
    }

    it('accepts <Player> and spring() as written in the docs, and a package', async () => {
      expect(textOf(await call('get_api_reference', { name: '<Player>' }))).toContain('# Player (component) from @remotion/player');
      expect(textOf(await call('get_api_reference', { name: 'spring()', package: 'remotion' }))).toContain('# spring (function) from remotion');
    });

    it('names an unknown export or package and suggests the nearest', async () => {
      const unknownName = await call('get_api_reference', { name: 'renderMedai' });
      expect(unknownName.isError).toBe(true);
      expect(textOf(unknownName)).toMatch(/^unknown export "renderMedai"; did you mean "renderMedia"/);
      const unknownPackage = await call('get_api_reference', { name: 'renderMedia', package: '@remotion/rendrer' });
      expect(unknownPackage.isError).toBe(true);
      expect(textOf(unknownPackage)).toBe('unknown package "@remotion/rendrer"; did you mean "@remotion/renderer"?');
    });
  });

  it('list_pages filters by sidebar and prefix, and names an unknown sidebar', async () => {
    const recorder = await call('list_pages', { sidebar: 'recorderSidebar' });
    const pages = (recorder.structuredContent as { pages: { id: string; url: string }[] }).pages;
    expect(pages.map((page) => page.id)).toContain('recorder/setup');
    expect(textOf(recorder)).toContain('recorder/setup — ');
    const lambda = (await call('list_pages', { prefix: 'lambda/' })).structuredContent as { pages: { id: string }[] };
    expect(lambda.pages.length).toBeGreaterThan(20);
    expect(lambda.pages.every((page) => page.id.startsWith('lambda/'))).toBe(true);
    const unknown = await call('list_pages', { sidebar: 'apiSidebr' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toBe('unknown sidebar "apiSidebr"; did you mean "apiSidebar"?');
  });

  it('refuses arguments its schema does not accept', async () => {
    const result = await call('search_docs', { query: '' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/query/);
  });
});
