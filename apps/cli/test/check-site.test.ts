/** check-site on a small built site made from the valid fixture. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeOf, walkSidebar, type Catalogue } from '@docs/catalogue';
import { loadCatalogue } from '@docs/catalogue/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTemporaryDirs, runCli, STACK_FRAME, temporaryDir, VALID } from './helpers.js';

afterAll(removeTemporaryDirs);

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = (await loadCatalogue(VALID)).catalogue;
});

function write(dist: string, file: string, html: string): void {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
}

/** The file a route is built to, in Astro's directory format. */
function fileOf(route: string): string {
  return `${route.replace(/^\//, '')}${route.endsWith('/') ? '' : '/'}index.html`;
}

/**
 * A built site the way a static generator lays it out: a page per catalogue id, each with the
 * sidebar as links, a relative link, a hash link, an external link and an asset link.
 */
function buildSite(): string {
  const dist = temporaryDir('cli-dist-');
  const nav = Object.values(catalogue.sidebars)
    .flatMap((items) =>
      [...walkSidebar(items)].map(({ item }) => (item.type === 'html' ? '' : item.href === undefined ? '' : `<a href="${item.href}">${item.label}</a>`)),
    )
    .join('\n');
  for (const id of Object.keys(catalogue.docs)) {
    const route = routeOf(catalogue, id);
    write(
      dist,
      fileOf(route),
      `<!doctype html><html><head><link rel="stylesheet" href="/styles.css"></head><body>
<nav aria-label="Docs">${nav}</nav>
<main><h1 id="top">${id}</h1>
<a href="#top">Top</a> <a href="https://example.com/x">Elsewhere</a> <a href="mailto:docs@example.com">Mail</a>
<a href="/docs/installation#requirements">Requirements</a> <a href="/styles.css">Styles</a>
<a href="/docs/guides/rendering?tab=cli"><span>Render</span> from the CLI</a>
</main></body></html>`,
    );
  }
  write(
    dist,
    'docs/guides/rendering/index.html',
    `<!doctype html><main><a href="../audio">Audio, relatively</a><a href="./">Here</a><a href="../../installation/">Up two</a></main>`,
  );
  write(dist, 'styles.css', 'body{}');
  write(dist, 'index.html', '<!doctype html><a href="/docs/">Docs</a>');
  // The home page's id route, redirecting to /docs/; accepted.
  write(dist, 'docs/getting-started/index.html', '<!doctype html><meta http-equiv="refresh" content="0; url=/docs/"><a href="/docs/">Docs</a>');
  // A generated index for a category without a page; accepted by default.
  write(dist, 'docs/category/player/index.html', '<!doctype html><a href="/docs/api/player">Player</a>');
  // The redirect stub and the home page's id route, as the site writes them.
  write(dist, '_redirects', '# Moved pages\n/docs/old-player/ /docs/api/player/ 301\n/docs/getting-started/ /docs/ 301\n');
  return dist;
}

describe('check-site', () => {
  it('accepts a site that matches the catalogue', async () => {
    const dist = buildSite();
    const run = await runCli(['check-site', dist, '--dir', VALID]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^The site matches the catalogue; 12 HTML files and \d+ links checked in /);
  });

  it('lists a broken link under the page it is on, like validate lists problems, and exits 1', async () => {
    const dist = buildSite();
    write(
      dist,
      'docs/guides/audio/index.html',
      '<!doctype html><main><p>See <a href="/docs/guides/mixing">the <em>mixing</em> guide</a>.</p><a href="/docs/installation">ok</a></main>',
    );
    const run = await runCli(['check-site', dist, '--dir', VALID]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^\S*docs\/guides\/audio\/index\.html\n {4}error {2}broken-link {2}the link "\/docs\/guides\/mixing" \("the mixing guide"\) leads to no built file\n\n1 problem; /,
    );
    expect(run.stdout + run.stderr).not.toMatch(STACK_FRAME);
  });

  it('reports a relative link that leads nowhere', async () => {
    const dist = buildSite();
    write(dist, 'docs/guides/audio/index.html', '<!doctype html><a href="../mixing/">Mixing</a>');
    const run = await runCli(['check-site', dist, '--dir', VALID, '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).problems).toEqual([
      {
        file: path.join(dist, 'docs/guides/audio/index.html'),
        severity: 'error',
        code: 'broken-link',
        message: 'the link "../mixing/" ("Mixing") leads to no built file',
        path: [],
      },
    ]);
  });

  it('reports a catalogue page that was not built', async () => {
    const dist = buildSite();
    rmSync(path.join(dist, 'docs', 'standalone'), { recursive: true });
    const run = await runCli(['check-site', dist, '--dir', VALID]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('(catalogue)\n    error  missing-page  standalone: no built page for /docs/standalone/\n');
  });

  it('reports a missing page that the sidebar links to, once as a page and once as a sidebar link', async () => {
    const dist = buildSite();
    rmSync(path.join(dist, 'docs', 'guides', 'rendering'), { recursive: true });
    const run = await runCli(['check-site', dist, '--dir', VALID, '--json']);
    const codes = (JSON.parse(run.stdout).problems as { code: string }[]).map((problem) => problem.code);
    expect(codes).toContain('missing-page');
    expect(codes).toContain('broken-sidebar-href');
    expect(run.code).toBe(1);
  });

  it('reports a built docs page that is no catalogue page, unless its route is ignored', async () => {
    const dist = buildSite();
    write(dist, 'docs/leftover/index.html', '<!doctype html><p>An old page.</p>');
    const run = await runCli(['check-site', dist, '--dir', VALID]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/\S*docs\/leftover\/index\.html\n {4}error {2}unknown-page {2}\/docs\/leftover\/ is no catalogue page\n/);
    const ignored = await runCli(['check-site', dist, '--dir', VALID, '--ignore-route', '/docs/category/', '--ignore-route', '/docs/leftover/']);
    expect(ignored.code).toBe(0);
  });

  it('reports generated category pages when the allowance is replaced', async () => {
    const dist = buildSite();
    const run = await runCli(['check-site', dist, '--dir', VALID, '--ignore-route', '/docs/generated/']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('unknown-page  /docs/category/player/ is no catalogue page');
  });

  it('reports a redirect stub that has no rule in _redirects, naming the stub and the line expected', async () => {
    const dist = buildSite();
    write(dist, '_redirects', '/docs/getting-started/ /docs/ 301\n');
    const run = await runCli(['check-site', dist, '--dir', VALID]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '_redirects\n    error  missing-redirect  old-player: the page is a redirect stub, but _redirects has no rule for /docs/old-player/ (expected a line "/docs/old-player/ /docs/api/player/ 301")\n',
    );
    expect(run.stdout).toMatch(/\n1 problem; /);
  });

  it('reports a stub whose rule sends it elsewhere or not with 301, and every stub when _redirects is missing', async () => {
    const dist = buildSite();
    write(dist, '_redirects', '/docs/old-player /docs/installation/ 301\n/docs/getting-started/ /docs/ 302\n');
    const run = await runCli(['check-site', dist, '--dir', VALID, '--json']);
    expect(run.code).toBe(1);
    const file = path.join(dist, '_redirects');
    expect(JSON.parse(run.stdout).problems).toEqual([
      {
        file,
        line: 1,
        severity: 'error',
        code: 'missing-redirect',
        docId: 'old-player',
        message: 'the page is a redirect stub to /docs/api/player/, but _redirects has "/docs/old-player /docs/installation/ 301"',
        path: [],
      },
      {
        file,
        line: 2,
        severity: 'error',
        code: 'missing-redirect',
        docId: 'getting-started',
        message: 'the page is a redirect stub to /docs/, but _redirects has "/docs/getting-started/ /docs/ 302"',
        path: [],
      },
    ]);
    rmSync(path.join(dist, '_redirects'));
    const missing = await runCli(['check-site', dist, '--dir', VALID, '--json']);
    expect((JSON.parse(missing.stdout).problems as { docId: string }[]).map((problem) => problem.docId)).toEqual(['old-player', 'getting-started']);
  });

  it('reports javascript: links in built pages', async () => {
    const dist = buildSite();
    write(dist, 'docs/standalone/index.html', '<!doctype html><a href=" javascript:alert(1)">Click</a>');
    const run = await runCli(['check-site', dist, '--dir', VALID]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('    error  unsafe-link  the link " javascript:alert(1)" ("Click") uses the scheme javascript:, which is not allowed\n');
  });
});
