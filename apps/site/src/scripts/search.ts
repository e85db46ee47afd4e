/**
 * Search UI over Pagefind's JS API. This module, Pagefind and its index load only when search is
 * first opened. Results (re-ranked for API names, see search-rank.ts) are links: title, area, and
 * where the page matches (Pagefind's excerpt with the matched words marked; the description when the
 * match is in the title), then up to two sections that match, linking to their heading. ↓/↑ move
 * between the input and the links; Enter on the input follows the first result; Escape closes the
 * dialog.
 */
import { pagefindQuery, rankResults } from './search-rank';

type PagefindSection = { title: string; url: string; excerpt?: string };
type PagefindData = { url: string; meta: Record<string, string | undefined>; excerpt?: string; sub_results?: PagefindSection[] };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void> | void;
  mergeIndex: (url: string, options: Record<string, unknown>) => Promise<void>;
  debouncedSearch: (query: string, options?: object, ms?: number) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
};

const PAGEFIND_URL = '/pagefind/pagefind.js';
/** The build's list of the index's parts, first part first (see src/build/search-parts.ts). */
const SEARCH_PARTS_URL = '/search-parts.json';
const MAX_RESULTS = 10;
/** Matching sections shown under a result. */
const MAX_SECTIONS = 2;
/** Words of context Pagefind keeps around a match in an excerpt. */
const EXCERPT_WORDS = 24;
/** How many of Pagefind's results are loaded and re-ranked (see search-rank.ts). */
const RERANK_WINDOW = 24;
/**
 * Pagefind's own ranking, tuned towards titles: a strong boost for matches in the title and a
 * preference for exact words over longer words that merely start with the query. search-rank.ts
 * then lifts exact API-name titles to the top.
 */
export const RANKING = { termSimilarity: 2.0, pageLength: 0.5, termSaturation: 1.2, metaWeights: { title: 10 } };

let pagefind: Promise<Pagefind> | undefined;

/** The parts after the first in the build's list: paths on this site only, anything else in it ignored. */
export function otherPartUrls(listed: unknown): string[] {
  return Array.isArray(listed) ? listed.slice(1).filter((url): url is string => typeof url === 'string' && /^\/[^/\\]/.test(url)) : [];
}

/** The URLs of the index's parts after the first, which a site of up to a few thousand pages does not have. */
async function otherParts(): Promise<string[]> {
  const response = await fetch(SEARCH_PARTS_URL).catch(() => undefined);
  if (!response?.ok) return [];
  return otherPartUrls(await response.json().catch(() => []));
}

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const [module, parts] = await Promise.all([import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>, otherParts()]);
    // Every part ranks alike: Pagefind merges their results by score.
    const options = { ranking: RANKING, excerptLength: EXCERPT_WORDS };
    await module.options(options);
    await module.init();
    await Promise.all(parts.map((url) => module.mergeIndex(url, options)));
    return module;
  })();
  return pagefind;
}

export type SearchPanel = { root: HTMLElement; input: HTMLInputElement };

let counter = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * An excerpt as nodes: its text, with Pagefind's `<mark>` around matched words kept as `<mark>`.
 * Parsed, never assigned as HTML, so nothing in an indexed page can add markup or script here.
 */
export function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html').body;
  return [...parsed.childNodes].map((node) =>
    node.nodeName === 'MARK' ? element('mark', undefined, node.textContent ?? '') : document.createTextNode(node.textContent ?? ''),
  );
}

/** The line under a title: the excerpt when the words matched in the text, else the description. */
function matchLine(excerpt: string | undefined, description: string | undefined): HTMLElement | undefined {
  if (excerpt?.includes('<mark>')) {
    const line = element('span', 'result-excerpt');
    line.append(...excerptNodes(excerpt));
    return line;
  }
  return description ? element('span', 'result-description', description) : undefined;
}

/** Sections of a page worth a link of their own: they match, have a heading anchor and are not the page itself. */
function sectionsOf(data: PagefindData): PagefindSection[] {
  const title = data.meta.title;
  return (data.sub_results ?? [])
    .filter((section) => section.url.includes('#') && section.title !== title && section.excerpt?.includes('<mark>'))
    .slice(0, MAX_SECTIONS);
}

function resultItem(data: PagefindData): HTMLLIElement {
  const item = element('li');
  const link = element('a', 'search-result');
  link.href = data.url;
  link.append(element('span', 'result-title', data.meta.title ?? data.url));
  if (data.meta.area) link.append(element('span', 'result-area', data.meta.area));
  const line = matchLine(data.excerpt, data.meta.description);
  if (line) link.append(line);
  item.append(link);
  const sections = sectionsOf(data);
  if (sections.length > 0) {
    const list = element('ul', 'result-sections');
    for (const section of sections) {
      const sectionLink = element('a', 'search-section');
      sectionLink.href = section.url;
      sectionLink.append(element('span', 'section-title', section.title));
      const sectionLine = matchLine(section.excerpt, undefined);
      if (sectionLine) sectionLink.append(sectionLine);
      const entry = element('li');
      entry.append(sectionLink);
      list.append(entry);
    }
    item.append(list);
  }
  return item;
}

/** A form with a labelled search input, a live status line and the result list. */
export function createSearchPanel(): SearchPanel {
  const id = `search-input-${++counter}`;
  const root = element('div', 'search-panel');
  const form = element('form');
  form.setAttribute('role', 'search');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    list.querySelector('a')?.click();
  });
  const label = element('label', 'visually-hidden', 'Search the docs');
  label.htmlFor = id;
  const input = element('input');
  Object.assign(input, { type: 'search', id, placeholder: 'Search the docs', autocomplete: 'off', spellcheck: false });
  input.setAttribute('aria-controls', `${id}-results`);
  form.append(label, input);
  const status = element('p', 'search-status');
  status.setAttribute('role', 'status');
  const list = element('ul', 'search-results');
  list.id = `${id}-results`;
  list.setAttribute('aria-label', 'Search results');
  root.append(form, status, list);

  let latest = '';
  const run = async () => {
    const query = input.value.trim();
    latest = query;
    if (query === '') {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    const engine = await loadPagefind();
    const terms = pagefindQuery(query);
    const search = terms === '' ? { results: [] } : await engine.debouncedSearch(terms, {}, 100);
    if (search === null || query !== latest) return; // a newer query superseded this one
    const loaded = await Promise.all(search.results.slice(0, RERANK_WINDOW).map((result) => result.data()));
    if (query !== latest) return;
    const data = rankResults(query, loaded).slice(0, MAX_RESULTS);
    list.replaceChildren(...data.map(resultItem));
    status.textContent =
      data.length === 0 ? `No results for “${query}”.` : `${search.results.length} result${search.results.length === 1 ? '' : 's'} for “${query}”.`;
  };
  input.addEventListener('input', () => void run());
  void loadPagefind(); // start fetching while the reader types

  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    if (links.length === 0) return;
    const position = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(position + 1, links.length - 1) : position - 1;
    event.preventDefault();
    (next < 0 ? input : links[next]!).focus();
  });
  return { root, input };
}

let dialog: HTMLDialogElement | undefined;
let dialogPanel: SearchPanel | undefined;

/** `typedEarly`: characters the reader typed while this module was still loading. */
export function openSearchDialog(typedEarly = ''): void {
  if (!dialog || !dialogPanel) {
    dialog = element('dialog', 'search-dialog');
    dialog.setAttribute('aria-label', 'Search');
    dialogPanel = createSearchPanel();
    const close = element('button', 'search-close', 'Close');
    close.type = 'button';
    close.addEventListener('click', () => dialog?.close());
    dialog.append(dialogPanel.root, close);
    // A click on the backdrop (outside the dialog's box) closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    document.body.append(dialog);
  }
  if (!dialog.open) dialog.showModal();
  dialogPanel.input.focus();
  if (typedEarly !== '') {
    dialogPanel.input.value = typedEarly;
    dialogPanel.input.dispatchEvent(new Event('input'));
  } else dialogPanel.input.select();
}

export function mountInlineSearch(container: HTMLElement, query: string): void {
  const panel = createSearchPanel();
  container.replaceChildren(panel.root);
  if (query !== '') {
    panel.input.value = query;
    panel.input.dispatchEvent(new Event('input'));
  }
}

/** Words of a missing page's address, as a first query: `/docs/lambda/render-media-x/` → `lambda render media x`. */
export function queryFromPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: use the address as it is.
  }
  return path
    .replace(/^\/docs\/?/, '')
    .replace(/\.(html?|mdx?)$/, '')
    .split(/[/\-_.]+/)
    .filter((word) => word !== '' && word !== 'index')
    .join(' ');
}
