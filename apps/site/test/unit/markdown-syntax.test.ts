/** The site's Markdown syntax, rule by rule (markdown-it, without Shiki): links, admonitions, demos, titles, task lists, typography, GFM. */
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../src/demos/catalog';
import { codeTitleOf } from '../../src/markdown/code-fences';
import { UnknownDemoError } from '../../src/markdown/demos';
import { renderRules } from '../support/markdown';

const hrefs = (document: Parameters<typeof DomUtils.findAll>[1]) => DomUtils.findAll((element) => element.name === 'a', document).map((a) => a.attribs.href);

describe('body links', () => {
  it('rewrites inline and reference links to canonical URLs', async () => {
    const { document, env } = await renderRules('See [basics](/docs/basics) and [two][t].\n\n[t]: ./deep/two.mdx');
    expect(hrefs(document.children)).toEqual(['/docs/basics/', '/docs/guide/deep/two/']);
    expect(env.brokenLinks).toEqual([]);
  });

  it('collects every link to no page with its file and line, bare external URLs untouched', async () => {
    const { env, document } = await renderRules(
      'Fine: [a](/docs/basics), https://example.com/x.\n\nBroken: [b](/docs/nope)\nand [c](../missing.mdx).\n\n| x |\n| - |\n| [d](/docs/gone) |',
    );
    expect(env.brokenLinks).toEqual([
      { file: 'docs/guide/one.mdx', line: 3, url: '/docs/nope' },
      { file: 'docs/guide/one.mdx', line: 4, url: '../missing.mdx' },
      { file: 'docs/guide/one.mdx', line: 8, url: '/docs/gone' },
    ]);
    expect(hrefs(document.children)).toContain('https://example.com/x');
  });
});

describe('admonitions', () => {
  it('turn :::kind blocks into titled asides, a custom title rendered as Markdown', async () => {
    const { html } = await renderRules(':::warning[Careful with `rm`]\nThis deletes **everything**.\n:::\n\n:::tip\nA hint.\n:::');
    expect(html).toContain(
      '<aside class="admonition admonition-warning">\n<p class="admonition-title">Careful with <code>rm</code></p>\n<p>This deletes <strong>everything</strong>.</p>\n</aside>',
    );
    expect(html).toContain('<aside class="admonition admonition-tip">\n<p class="admonition-title">Tip</p>\n<p>A hint.</p>\n</aside>');
  });

  it('nest with a longer fence outside', async () => {
    const { document } = await renderRules('::::note\nOuter.\n\n:::danger\nInner.\n:::\n\nStill outer.\n::::');
    const outer = DomUtils.findOne((element) => element.name === 'aside', document.children)!;
    expect(outer.attribs.class).toBe('admonition admonition-note');
    expect(DomUtils.findAll((element) => element.name === 'aside', outer.children).map((aside) => aside.attribs.class)).toEqual([
      'admonition admonition-danger',
    ]);
    expect(DomUtils.textContent(outer)).toContain('Still outer.');
  });

  it('leave other colon syntax as the text that was written', async () => {
    const { document } = await renderRules('Error:Cannot find module, ratio 16:9.\n\n::leaf\n\n:::unknown\nbody\n:::');
    const all = DomUtils.textContent(document);
    expect(all).toContain('Error:Cannot find module, ratio 16:9.');
    expect(all).toContain('::leaf');
    expect(all).toContain(':::unknown\nbody\n:::');
    expect(DomUtils.findAll((element) => element.name === 'aside', document.children)).toEqual([]);
  });
});

describe('code block titles', () => {
  it.each([
    ['tsx title="src/Root.tsx"', 'src/Root.tsx'],
    ["ts title='remotion.config.ts' partial", 'remotion.config.ts'],
    ['tsx', undefined],
    ['tsx title=""', undefined],
    [null, undefined],
  ])('%s → %s', (meta, expected) => expect(codeTitleOf(meta)).toBe(expected));

  it('puts the file name in a caption before its block, as escaped text', async () => {
    const { html } = await renderRules('```tsx title="<img src=x onerror=alert(1)>"\nconst a = 1;\n```\n');
    expect(html).toBe('<div class="code-title">&lt;img src=x onerror=alert(1)&gt;</div><pre data-lang="tsx">const a = 1;\n</pre>\n');
  });
});

describe('live demos', () => {
  it('place a sized placeholder with a Play button, then the demo file as a titled tsx block', async () => {
    const { document, html } = await renderRules('Text.\n\n::demo{name="spring-damping"}\n\nMore.');
    const placeholder = DomUtils.findOne((element) => element.attribs.class === 'demo', document.children)!;
    expect(placeholder.attribs['data-demo']).toBe('spring-damping');
    // The player reads the demo's entry from the page, not from a bundled catalogue.
    expect(JSON.parse(placeholder.attribs['data-demo-info']!)).toEqual(DEMOS['spring-damping']);
    const [stage, bar] = placeholder.children as (typeof placeholder)[];
    expect(stage!.attribs.style).toBe('aspect-ratio: 640 / 240');
    expect(DomUtils.textContent(stage!)).toBe(`Play: ${DEMOS['spring-damping']!.title}`);
    expect(bar!.attribs.class).toBe('demo-bar');
    expect(html).toContain('<div class="code-title">src/demos/spring-damping.tsx</div><pre data-lang="tsx">export const Source = 1;\n</pre>');
  });

  it("fail the page at the directive's line for an unknown demo, naming the known ones", async () => {
    const error = (await renderRules('# T\n\n::demo{name="spring-dampng"}\n').catch((caught: unknown) => caught)) as UnknownDemoError;
    expect(error).toBeInstanceOf(UnknownDemoError);
    expect(error.message).toMatch(/^unknown demo "spring-dampng" in ::demo: did you mean .*"spring-damping"/);
    expect([error.line, error.file]).toEqual([3, 'docs/guide/one.mdx']);
  });
});

describe('GitHub extensions and typography', () => {
  it('render task lists with disabled checkboxes', async () => {
    const { html } = await renderRules('- [ ] **Quota** checked\n- [x] Done\n- plain');
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled> <strong>Quota</strong> checked</li>');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" checked disabled> Done</li>');
    expect(html).toContain('<li>plain</li>');
  });

  it('curl quotes (an apostrophe after code or a link closes; one opening a link is left alone), make -- an em dash and ... an ellipsis in prose, never in code or URLs', async () => {
    const { html } = await renderRules(
      '"Render" it -- it\'s fast... `a -- "b"...`\'s [`x`](https://example.com/x)\'s <https://example.com/a--b...> [\'tis](https://example.com/t)',
    );
    expect(html).toBe(
      '<p>“Render” it — it’s fast… <code>a -- &quot;b&quot;...</code>’s <a href="https://example.com/x"><code>x</code></a>’s <a href="https://example.com/a--b...">https://example.com/a--b...</a> <a href="https://example.com/t">\'tis</a></p>\n',
    );
  });

  it('render tables, strikethrough and bare URLs as GitHub does', async () => {
    const { html } = await renderRules('| a | b |\n| - | :-: |\n| 1 | `two` |\n\n~~old~~ see https://www.remotion.dev/docs and remotion.dev.');
    expect(html).toContain('<th style="text-align:center">b</th>');
    expect(html).toContain('<td style="text-align:center"><code>two</code></td>');
    expect(html).toContain('<s>old</s>');
    expect(html).toContain('<a href="https://www.remotion.dev/docs">https://www.remotion.dev/docs</a> and remotion.dev.');
  });
});
