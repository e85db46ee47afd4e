/**
 * Page actions and link previews on every built page: "Edit this page", "Last updated" (when the
 * build ran in git), a self-link beside every h2/h3 of body and API reference, "Copy page" and
 * "View as Markdown", "Open in ChatGPT" and "Open in Claude" (a prompt naming the Markdown twin),
 * the twin announced as `<link rel="alternate" type="text/markdown">`, Open Graph and Twitter meta with
 * the default image, and the canonical link.
 */
import { publishedCatalogue } from '@docs/api-reference';
import { loadApiReference } from '@docs/api-reference/node';
import { type Catalogue, routeOf } from '@docs/catalogue';
import { loadCatalogue, type LoadedPage } from '@docs/catalogue/node';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import type { Element } from 'domhandler';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig, SITE_ROOT } from '../../src/config/resolve';
import { all, DIST_DIR, linkRel, meta, one, readPage, text } from '../support/dist';

const CONFIG = loadSiteConfig(process.env);
const SITE = CONFIG.siteUrl;
const EDIT_BASE = 'https://github.com/remotion-docs/remotion-docs/edit/main/apps/site/';
let catalogue: Catalogue;
/** Descriptions as the site publishes them, with the "Available from" note of the API reference's data. */
let published: Catalogue;
let pages: LoadedPage[];

beforeAll(async () => {
  const loaded = await loadCatalogue(CONFIG.contentDir);
  catalogue = loaded.catalogue;
  published = publishedCatalogue(catalogue, loadApiReference().sources!);
  pages = loaded.pages;
});

const git = (...args: string[]) => execFileSync('git', ['-C', SITE_ROOT, ...args], { encoding: 'utf8' }).trim();
const inGit = (() => {
  try {
    return git('rev-parse', '--is-shallow-repository') === 'false';
  } catch {
    return false;
  }
})();

const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);

/** Every problem with the page actions of one built page. */
function problemsOf(page: LoadedPage): string[] {
  const doc = catalogue.docs[page.id]!;
  const href = routeOf(catalogue, page.id);
  const document = readPage(href);
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${page.id}: ${message}`);

  const edit = one(document, (element) => element.name === 'a' && hasClass(element, 'edit-link'));
  if (edit?.attribs.href !== `${EDIT_BASE}src/content/docs/${page.file.replace(/^docs\//, '')}`) fail(`edit link is ${edit?.attribs.href}`);
  if (text(edit) !== 'Edit this page') fail('edit link text differs');

  const markdown = `/docs/${page.id}.md`;
  const view = one(document, (element) => element.name === 'a' && element.attribs.href === markdown);
  if (text(view) !== 'View as Markdown') fail(`no "View as Markdown" link to ${markdown}`);
  if (!existsSync(path.join(DIST_DIR, markdown))) fail(`${markdown} is not built`);
  const alternate = one(document, (element) => element.name === 'link' && element.attribs.rel === 'alternate' && element.attribs.type === 'text/markdown');
  if (alternate?.attribs.href !== markdown) fail(`rel="alternate" names ${alternate?.attribs.href}, not ${markdown}`);
  for (const [label, prefix] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ] as const) {
    const link = one(document, (element) => element.name === 'a' && text(element) === label);
    const prompt = link?.attribs.href?.startsWith(prefix) ? decodeURIComponent(link.attribs.href.slice(prefix.length)) : undefined;
    if (!prompt?.includes(`${SITE}${markdown}`)) fail(`"${label}" does not start a conversation about ${SITE}${markdown}`);
  }
  const copy = one(document, (element) => element.name === 'button' && element.attribs['data-copy-page'] !== undefined);
  if (copy?.attribs['data-copy-page'] !== markdown || text(copy) !== 'Copy page') fail('no "Copy page" button for the Markdown export');

  const target = doc.movedTo === undefined ? href : routeOf(catalogue, doc.movedTo);
  if (linkRel(document, 'canonical') !== `${SITE}${target}`) fail(`canonical is ${linkRel(document, 'canonical')}`);
  const expectedMeta: [string, 'name' | 'property', string][] = [
    ['og:site_name', 'property', 'Remotion Docs'],
    ['og:title', 'property', doc.title],
    ['og:description', 'property', published.docs[page.id]!.description],
    ['og:url', 'property', `${SITE}${target}`],
    ['og:image', 'property', `${SITE}/og-image.png`],
    ['twitter:card', 'name', 'summary_large_image'],
    ['twitter:title', 'name', doc.title],
    ['twitter:description', 'name', published.docs[page.id]!.description],
    ['twitter:image', 'name', `${SITE}/og-image.png`],
  ];
  for (const [key, attribute, value] of expectedMeta) if (meta(document, attribute, key) !== value) fail(`${key} is ${meta(document, attribute, key)}`);

  // Body and generated reference: every h2/h3 has its self-link as the next element, in a wrapper.
  const regions = all(document, (element) => hasClass(element, 'doc-body') || hasClass(element, 'api-reference'));
  for (const heading of regions.flatMap((region) => all(region, (element) => element.name === 'h2' || element.name === 'h3'))) {
    const anchor = DomUtils.nextElementSibling(heading);
    const wrapped = heading.parent !== null && hasClass(heading.parent as Element, 'heading-wrap');
    if (
      !wrapped ||
      anchor?.name !== 'a' ||
      anchor.attribs.href !== `#${heading.attribs.id}` ||
      anchor.attribs['aria-label'] !== `Link to this section: ${text(heading)}`
    ) {
      fail(`heading "${text(heading)}" has no self-link`);
    }
  }
  return problems;
}

describe('page actions', () => {
  it('every page has the edit link, Copy page and View as Markdown, link-preview meta, canonical, and self-links on its headings', () => {
    expect(pages.length).toBeGreaterThan(900);
    expect(pages.flatMap(problemsOf)).toEqual([]);
  });

  it('headings of bodies and of the API reference are linked (the check above finds them)', () => {
    const wraps = (href: string) => all(readPage(href), (element) => hasClass(element, 'heading-wrap')).length;
    expect(wraps('/docs/troubleshooting/sigkill/')).toBeGreaterThanOrEqual(3);
    const reference = readPage('/docs/renderer/render-media/');
    const referenceIds = all(reference, (element) => hasClass(element, 'heading-anchor')).map((element) => element.attribs.href);
    expect(referenceIds).toEqual(expect.arrayContaining(['#api-reference', '#options']));
  });

  it.runIf(inGit)('in git, every page with history shows "Last updated" as <time datetime> from one of its file’s commits', () => {
    const tracked = new Set(git('ls-files', '--', 'src/content/docs').split('\n'));
    const problems: string[] = [];
    const sample: { id: string; file: string; datetime: string }[] = [];
    for (const page of pages) {
      const time = one(
        readPage(routeOf(catalogue, page.id)),
        (element) => element.name === 'time' && element.parent !== null && hasClass(element.parent as Element, 'last-updated'),
      );
      const file = path.relative(SITE_ROOT, page.absolutePath).split(path.sep).join('/');
      if (!tracked.has(file)) continue;
      if (time === undefined) problems.push(`${page.id}: no <time>`);
      else if (Number.isNaN(Date.parse(time.attribs.datetime ?? ''))) problems.push(`${page.id}: datetime ${time.attribs.datetime}`);
      else if (sample.length < 8 && page.id.length % 7 === 0) sample.push({ id: page.id, file, datetime: time.attribs.datetime! });
    }
    expect(problems).toEqual([]);
    expect(sample.length).toBeGreaterThan(0);
    // Writers may commit between build and test: the date must be one of the file's commits.
    for (const { id, file, datetime } of sample) expect(git('log', '--format=%cI', '--', file).split('\n'), id).toContain(datetime);
  });

  it('the default link-preview image is a 1200×630 PNG', () => {
    const png = readFileSync(path.join(DIST_DIR, 'og-image.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
