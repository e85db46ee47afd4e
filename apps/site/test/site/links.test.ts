/**
 * Every internal link in the built site resolves: each href and src on every HTML page names a
 * file the server serves, and a fragment names an element id on the target page.
 */
import { describe, expect, it } from 'vitest';
import { all, fileOfPath, htmlFiles, pathOfFile, readHtml } from '../support/dist';

const ATTRIBUTES = ['href', 'src'];

describe('internal links', () => {
  it('all resolve, fragments included', () => {
    const idsByFile = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      let ids = idsByFile.get(file);
      if (!ids) {
        ids = new Set(all(readHtml(file), (element) => element.attribs.id !== undefined).map((element) => element.attribs.id!));
        idsByFile.set(file, ids);
      }
      return ids;
    };
    const broken: string[] = [];
    let checked = 0;
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(1000);
    for (const file of files) {
      const from = pathOfFile(file);
      const document = readHtml(file);
      idsByFile.set(file, new Set(all(document, (element) => element.attribs.id !== undefined).map((element) => element.attribs.id!)));
      for (const element of all(document, (node) => ATTRIBUTES.some((name) => node.attribs[name] !== undefined))) {
        for (const name of ATTRIBUTES) {
          const value = element.attribs[name];
          if (value === undefined || (element.name === 'link' && element.attribs.rel === 'canonical')) continue;
          const url = new URL(value, `http://site.invalid${from}`);
          if (url.origin !== 'http://site.invalid') continue; // external
          checked++;
          const target = fileOfPath(url.pathname);
          if (!target) {
            broken.push(`${from}: ${value}`);
            continue;
          }
          const fragment = decodeURIComponent(url.hash.slice(1));
          if (fragment !== '' && target.endsWith('.html') && !idsOf(target).has(fragment)) broken.push(`${from}: ${value} (no #${fragment})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(broken).toEqual([]);
  }, 240_000); // parses all ~1,000 built pages (~20 s alone; much longer beside the browser tests on 2 cores)
});
