/** Reading the built site from disk: its HTML files, parsed, and the files a URL path serves. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Document, Element, ParentNode } from 'domhandler';
import { DIST_DIR } from '../../server/static-server.mjs';

export { DIST_DIR };

export function htmlFiles(root = DIST_DIR): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}pagefind`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a site path serves, as the static server resolves it (`/x/` → x/index.html), or undefined. */
export function fileOfPath(urlPath: string, root = DIST_DIR): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const candidate = path.join(root, decoded);
  if (!candidate.startsWith(root)) return undefined;
  if (decoded.endsWith('/')) return existsSync(path.join(candidate, 'index.html')) ? path.join(candidate, 'index.html') : undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // `/docs/x` without the slash: the server redirects it to `/docs/x/`.
  return existsSync(path.join(candidate, 'index.html')) ? path.join(candidate, 'index.html') : undefined;
}

/** The page a file is served at: dist/docs/x/index.html → /docs/x/. */
export function pathOfFile(file: string, root = DIST_DIR): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

export function readHtml(file: string): Document {
  return parseDocument(readFileSync(file, 'utf8'));
}

export function readPage(urlPath: string): Document {
  const file = fileOfPath(urlPath);
  if (!file) throw new Error(`No built file serves ${urlPath}`);
  return readHtml(file);
}

export function all(document: ParentNode, test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(test, document.children);
}

export function one(document: ParentNode, test: (element: Element) => boolean): Element | undefined {
  return DomUtils.findOne(test, document.children) ?? undefined;
}

export const text = (element: Element | undefined) => (element ? DomUtils.textContent(element).trim() : undefined);

export const meta = (document: Document, attribute: 'name' | 'property', value: string) =>
  one(document, (element) => element.name === 'meta' && element.attribs[attribute] === value)?.attribs.content;

export const linkRel = (document: Document, rel: string) => one(document, (element) => element.name === 'link' && element.attribs.rel === rel)?.attribs.href;
