/**
 * The generated API reference in the built site: where it shows, what it says, and that pages
 * without an export show none. Figures come from the committed data, so a regenerated file that
 * loses a page's reference fails here.
 */
import { routeOf } from '@docs/catalogue';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { coverageReport, mapApiPages, referenceOfPage } from '@docs/api-reference';
import { loadApiReference } from '@docs/api-reference/node';
import { loadCatalogue } from '@docs/catalogue/node';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/resolve';
import { DIST_DIR, all, meta, one, readPage, text } from '../support/dist';

const { catalogue } = await loadCatalogue(loadSiteConfig(process.env).contentDir);
const sources = loadApiReference().sources!;
const mapping = mapApiPages(catalogue, sources.data, sources.overrides);

const byId = (page: ReturnType<typeof readPage>, id: string) => one(page, (element) => element.attribs.id === id);
const notes = (page: ReturnType<typeof readPage>) => all(page, (element) => (element.attribs.class ?? '').includes('api-note')).map((note) => text(note) ?? '');

describe('the API reference on the pages', () => {
  it('shows a reference on every page the mapping gives an export or flags, and on no other page', () => {
    const shown = (id: string) => byId(readPage(routeOf(catalogue, id)), 'api-reference') !== undefined;
    const problems = Object.entries(mapping.pages).flatMap(([id, status]) => {
      const expected = status.status === 'generated' || status.status === 'overridden' || status.status === 'cli-flags' || status.status === 'types';
      return shown(id) === expected ? [] : [`${id} (${status.status}): reference ${expected ? 'missing' : 'unexpected'}`];
    });
    expect(problems).toEqual([]);
    const report = coverageReport(catalogue, sources.data, mapping);
    expect(report.callableCoverage).toBeGreaterThanOrEqual(0.95);
  });

  it('renderMedia(): its signature, an options table with a row anchor per option, and the defaults', () => {
    const page = readPage('/docs/renderer/render-media/');
    expect(text(byId(page, 'signature'))).toBe('Signature');
    const code = all(page, (element) => element.name === 'pre')
      .map((block) => text(block) ?? '')
      .find((block) => block.includes('function renderMedia('));
    expect(code).toContain("import {renderMedia} from '@remotion/renderer';");
    expect(code).toContain('function renderMedia(options: RenderMediaOptions): Promise<RenderMediaResult>;');
    const codec = byId(page, 'codec');
    expect(codec?.name).toBe('tr');
    expect(one(codec!, (element) => element.name === 'a')?.attribs.href).toBe('#codec');
    expect(text(byId(page, 'jpegQuality')!)).toContain('80');
    expect(byId(page, 'chromiumOptions-gl')).toBeDefined();
    const toc = all(page, (element) => element.name === 'a' && element.attribs.href === '#api-reference');
    expect(toc.length).toBeGreaterThan(0);
  });

  it('shows the publicly documented first versions, and which older version a package was extracted from', () => {
    expect(notes(readPage('/docs/shapes/make-heart/'))).toContain('Available from v4.0.315.');
    expect(notes(readPage('/docs/transitions/transitionseries/'))).toContain('Available from v4.0.59.');
    expect(notes(readPage('/docs/transitions/'))).toContain('Available from v4.0.53.');
    expect(notes(readPage('/docs/install-whisper-cpp/'))).toContain('Available from v4.0.115.');
    const scss = notes(readPage(routeOf(catalogue, 'enable-scss/overview')));
    expect(scss).toContain('Available from v4.0.162.');
    expect(scss.some((note) => note.includes('@remotion/enable-scss 4.0.486'))).toBe(true);
    // Exports already in 4.0.0 get no note.
    expect(notes(readPage('/docs/use-current-frame/')).filter((note) => note.startsWith('Available'))).toEqual([]);
  });

  it('publishes the documented first versions in the descriptions: meta and Open Graph, catalogue.json, llms.txt and the version badge; the lead stays as written', () => {
    const catalogueJson = JSON.parse(readFileSync(path.join(DIST_DIR, 'docs', 'catalogue.json'), 'utf8')) as { docs: Record<string, { description: string }> };
    const llms = readFileSync(path.join(DIST_DIR, 'llms.txt'), 'utf8');
    const documented = {
      'shapes/make-heart': '4.0.315',
      'transitions/index': '4.0.53',
      'transitions/transitionseries': '4.0.59',
      'enable-scss/overview': '4.0.162',
      'install-whisper-cpp/index': '4.0.115',
    };
    for (const [id, version] of Object.entries(documented)) {
      const written = catalogue.docs[id]!.description;
      const description = `${written} Available from v${version}.`;
      const page = readPage(routeOf(catalogue, id));
      expect(meta(page, 'name', 'description'), id).toBe(description);
      expect(meta(page, 'property', 'og:description'), id).toBe(description);
      expect(catalogueJson.docs[id]!.description, id).toBe(description);
      expect(llms, id).toContain(`.md): ${description}\n`);
      expect(text(one(page, (element) => (element.attribs.class ?? '').includes('badge-version'))), id).toBe(`v${version}+`);
      expect(text(one(page, (element) => element.attribs.class === 'lead')), id).toBe(written);
    }
    // A version that only the registry scan knows is no note of the description.
    const progress = referenceOfPage('transitions/use-transition-progress', mapping, sources);
    expect(progress?.kind === 'export' && progress.availability?.source).toBe('registry');
    expect(catalogueJson.docs['transitions/use-transition-progress']!.description).toBe(catalogue.docs['transitions/use-transition-progress']!.description);
    expect(one(readPage('/docs/transitions/use-transition-progress/'), (element) => (element.attribs.class ?? '').includes('badge-version'))).toBeUndefined();
  });

  it('says in our words what replaces a deprecated export', () => {
    expect(notes(readPage('/docs/lambda/deploysite/'))).toContain('deploySite is deprecated: use bundle from @remotion/bundler instead.');
  });

  it('lists a CLI command’s flags', () => {
    const page = readPage('/docs/cli/render/');
    expect(text(byId(page, 'flags'))).toBe('Flags');
    expect(text(byId(page, 'codec')!)).toContain('--codec');
  });

  it('carries the same reference in the page’s Markdown export', () => {
    const markdown = readFileSync(path.join(DIST_DIR, 'docs', 'renderer', 'render-media.md'), 'utf8');
    expect(markdown).toContain('## API reference');
    expect(markdown).toMatch(/^\| `codec` \| `'aac' \\\| 'av1'/m);
  });
});
