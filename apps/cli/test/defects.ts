/**
 * Broken catalogues, each made from the valid fixture by one mutation, with what `validate` must say:
 * the rule (problem code), the file, the page id and, where the source can tell, the line.
 */
import { chmodSync, mkdirSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editText, page, writeText } from './helpers.js';

export type Defect = {
  name: string;
  apply: (dir: string) => void;
  code: string;
  /** Catalogue-relative file the problem must name. */
  file: string;
  id?: string;
  line?: number;
  severity?: 'error' | 'warning';
  /** What the message must say: the offending value, a did-you-mean. */
  message?: RegExp;
  /** Every code the run reports (default: just `code`), so each fixture has exactly one defect. */
  codes?: string[];
  /** Skip when the defect cannot be produced here (root reads files whatever their mode). */
  skip?: boolean;
};

const INSTALLATION = 'docs/installation.mdx';
/** A page in no sidebar: when its frontmatter cannot be read, no sidebar reference breaks as well. */
const STANDALONE = 'docs/standalone.mdx';
const standalone = (lines: string[]) => (dir: string) => writeText(dir, STANDALONE, page(lines));
const installation = (lines: string[]) => (dir: string) => writeText(dir, INSTALLATION, page(lines));
const DESCRIPTION = 'description: Which packages to add and which Node versions are supported.';
const sidebars = (edit: (text: string) => string) => (dir: string) => editText(dir, 'sidebars.yaml', edit);
const version = (edit: (text: string) => string) => (dir: string) => editText(dir, 'version.yaml', edit);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export const DEFECTS: Defect[] = [
  // ---- Frontmatter ----
  // The library also reports the missing title as an empty one (title-length); both name the page.
  {
    name: 'a page without a title',
    apply: installation([DESCRIPTION]),
    code: 'frontmatter-schema',
    file: INSTALLATION,
    id: 'installation',
    codes: ['frontmatter-schema'],
  },
  {
    name: 'a title that is not a string',
    apply: installation(['title: [Install, Setup]', DESCRIPTION]),
    code: 'frontmatter-schema',
    file: INSTALLATION,
    id: 'installation',
    line: 2,
    codes: ['frontmatter-schema'],
    message: /title: .*\(found \["Install","Setup"\]\)/,
  },
  {
    name: 'a misspelt frontmatter key',
    apply: installation(['title: Installation', DESCRIPTION, 'movedto: api/player']),
    code: 'frontmatter-schema',
    file: INSTALLATION,
    id: 'installation',
    line: 4,
    message: /unknown key "movedto"; did you mean "movedTo"\?/,
  },
  {
    name: 'an unknown frontmatter key',
    apply: installation(['title: Installation', DESCRIPTION, 'sidebar_lable: Install']),
    code: 'frontmatter-schema',
    file: INSTALLATION,
    id: 'installation',
    line: 4,
    message: /unknown key "sidebar_lable"; the known keys are title, description, movedTo, slug/,
  },
  {
    name: 'a slug other than "/"',
    apply: installation(['title: Installation', DESCRIPTION, 'slug: /install']),
    code: 'frontmatter-schema',
    file: INSTALLATION,
    id: 'installation',
    line: 4,
  },
  {
    name: 'invalid YAML in the frontmatter',
    apply: standalone(['title: Glossary: terms', 'description: Short definitions.']),
    code: 'frontmatter-yaml',
    file: STANDALONE,
    id: 'standalone',
    line: 2,
  },
  {
    name: 'a repeated frontmatter key',
    apply: standalone(['title: Glossary', 'description: Short definitions.', 'title: Terms']),
    code: 'frontmatter-yaml',
    file: STANDALONE,
    id: 'standalone',
    line: 4,
  },
  {
    name: 'a page with no frontmatter',
    apply: (dir) => writeText(dir, STANDALONE, '# Glossary\n\nNo frontmatter here.\n'),
    code: 'frontmatter-yaml',
    file: STANDALONE,
    id: 'standalone',
    line: 1,
  },
  { name: 'an empty title', apply: installation(['title: ""', DESCRIPTION]), code: 'title-length', file: INSTALLATION, id: 'installation', line: 2 },
  {
    name: 'a title over 100 characters',
    apply: installation([`title: ${'Installing the packages, '.repeat(5)}`, DESCRIPTION]),
    code: 'title-length',
    file: INSTALLATION,
    id: 'installation',
    line: 2,
  },
  {
    name: 'an empty description',
    apply: installation(['title: Installation', 'description: "  "']),
    code: 'description-length',
    file: INSTALLATION,
    id: 'installation',
    line: 3,
  },
  {
    name: 'a description over 160 characters',
    apply: installation(['title: Installation', `description: ${'Which packages to add and why. '.repeat(6)}`]),
    code: 'description-length',
    file: INSTALLATION,
    id: 'installation',
    line: 3,
  },
  {
    name: 'a description that repeats the title',
    apply: installation(['title: Installation', 'description: installation']),
    code: 'description-repeats-title',
    file: INSTALLATION,
    id: 'installation',
    line: 3,
    severity: 'warning',
  },
  {
    name: 'a description shared with another page',
    apply: installation(['title: Installation', 'description: The component that plays a composition inside a web page.']),
    code: 'duplicate-description',
    file: INSTALLATION,
    id: 'installation',
    line: 3,
    severity: 'warning',
  },

  // ---- Ids and routes ----
  {
    name: 'two files with the same id',
    apply: (dir) =>
      writeText(dir, 'docs/installation.md', page(['title: Installation (copy)', 'description: A second file that claims the id of the installation page.'])),
    code: 'duplicate-id',
    file: INSTALLATION,
    id: 'installation',
  },
  {
    name: 'an upper-case file name',
    apply: (dir) => writeText(dir, 'docs/Upgrading.mdx', page(['title: Upgrading', 'description: Moving a project from one major version to the next.'])),
    code: 'malformed-id',
    file: 'docs/Upgrading.mdx',
    id: 'Upgrading',
  },
  {
    name: 'a space in a file name',
    apply: (dir) => writeText(dir, 'docs/two words.mdx', page(['title: Two words', 'description: A page whose file name has a space in it.'])),
    code: 'malformed-id',
    file: 'docs/two words.mdx',
    id: 'two words',
  },
  {
    name: 'two ids served at one route',
    apply: (dir) =>
      writeText(dir, 'docs/guides.mdx', page(['title: All guides', 'description: An overview page that lands on the same address as the guides index.'])),
    code: 'route-collision',
    file: 'docs/guides/index.mdx',
    id: 'guides/index',
  },

  // ---- Redirect stubs ----
  {
    name: 'a stub pointing at a missing page',
    apply: (dir) => editText(dir, 'docs/old-player.mdx', (text) => text.replace('movedTo: api/player', 'movedTo: api/players')),
    code: 'stub-target-missing',
    file: 'docs/old-player.mdx',
    id: 'old-player',
    line: 4,
    message: /"api\/players", but no page has that id; did you mean "api\/player"\?/,
  },
  {
    name: 'a stub pointing at another stub',
    apply: (dir) =>
      writeText(
        dir,
        'docs/oldest-player.mdx',
        page(['title: Player (oldest address)', 'description: An even older address of the Player reference.', 'movedTo: old-player']),
      ),
    code: 'stub-target-is-stub',
    file: 'docs/oldest-player.mdx',
    id: 'oldest-player',
    line: 4,
  },

  // ---- Sidebars ----
  {
    name: 'a sidebars config that is a list',
    apply: (dir) => writeText(dir, 'sidebars.yaml', '- getting-started\n- installation\n'),
    code: 'sidebars-schema',
    file: 'sidebars.yaml',
  },
  { name: 'an empty sidebars file', apply: (dir) => writeText(dir, 'sidebars.yaml', '# nothing yet\n'), code: 'sidebars-schema', file: 'sidebars.yaml' },
  {
    name: 'a sidebar that is not a list',
    apply: sidebars((text) => `${text}recorderSidebar: recorder\n`),
    code: 'sidebars-schema',
    file: 'sidebars.yaml',
    line: 36,
  },
  {
    name: 'invalid YAML in the sidebars',
    apply: sidebars((text) => text.replace('  - installation', '  - installation: [')),
    code: 'sidebars-file',
    file: 'sidebars.yaml',
  },
  {
    name: 'a missing sidebars file',
    apply: (dir) => rmSync(path.join(dir, 'sidebars.yaml')),
    code: 'sidebars-file',
    file: 'sidebars.yaml',
    codes: ['sidebars-file'],
  },
  {
    name: 'an item of an unknown type',
    apply: sidebars((text) => text.replace('  - installation', '  - type: banana\n    id: installation')),
    code: 'sidebar-item-schema',
    file: 'sidebars.yaml',
    line: 3,
    message: /unknown item type "banana"/,
  },
  {
    name: 'an item of a misspelt type',
    apply: sidebars((text) => text.replace('  - installation', '  - type: dco\n    id: installation')),
    code: 'sidebar-item-schema',
    file: 'sidebars.yaml',
    line: 3,
    message: /unknown item type "dco"; did you mean "doc"\?/,
  },
  {
    name: 'a doc item with an unknown key',
    apply: sidebars((text) => text.replace('        className: paid', '        className: paid\n        colour: gold')),
    code: 'sidebar-item-schema',
    file: 'sidebars.yaml',
    line: 16,
    message: /unknown key "colour"/,
  },
  {
    name: 'a category linking to a generated index',
    apply: sidebars((text) => text.replace('      type: doc\n      id: guides/index', '      type: generated-index')),
    code: 'sidebar-item-schema',
    file: 'sidebars.yaml',
    line: 8,
  },
  {
    name: 'a sidebar listing a missing page',
    apply: sidebars((text) => text.replace('  - installation\n', '  - installation\n  - instalation\n')),
    code: 'missing-doc',
    file: 'sidebars.yaml',
    id: 'instalation',
    line: 4,
    message: /did you mean "installation"\?/,
  },
  {
    name: 'a category page that does not exist',
    apply: sidebars((text) => text.replace('id: guides/index', 'id: guides/overview')),
    code: 'missing-doc',
    file: 'sidebars.yaml',
    id: 'guides/overview',
    line: 9,
  },
  {
    name: 'a page listed twice in one sidebar',
    apply: sidebars((text) => text.replace('      - guides/rendering\n', '      - guides/rendering\n      - installation\n')),
    code: 'duplicate-in-sidebar',
    file: 'sidebars.yaml',
    id: 'installation',
    line: 12,
  },
  {
    name: 'a javascript: link',
    apply: sidebars((text) => text.replace('https://example.com/templates', 'javascript:alert(1)')),
    code: 'unsafe-href',
    file: 'sidebars.yaml',
    line: 20,
  },
  {
    name: 'a javascript: link hidden by a tab',
    apply: sidebars((text) => text.replace('https://example.com/templates', '"java\\tscript:alert(1)"')),
    code: 'unsafe-href',
    file: 'sidebars.yaml',
    line: 20,
  },
  {
    name: 'an internal link to no page',
    apply: sidebars((text) => text.replace('href: /docs/guides/rendering', 'href: /docs/guides/rendring')),
    code: 'broken-internal-href',
    file: 'sidebars.yaml',
    line: 35,
  },
  {
    name: 'an html item with an event handler',
    apply: sidebars((text) => text.replace('<hr class="sidebar-separator">', '<img src=x onerror=alert(1)>')),
    code: 'html-not-allowed',
    file: 'sidebars.yaml',
    line: 17,
  },
  {
    name: 'a category with no items',
    apply: sidebars((text) => text.replace('  - type: html\n', '  - type: category\n    label: Coming soon\n    items: []\n  - type: html\n')),
    code: 'empty-category',
    file: 'sidebars.yaml',
    line: 18,
  },

  // ---- Version record ----
  { name: 'a missing version record', apply: (dir) => rmSync(path.join(dir, 'version.yaml')), code: 'version-file', file: 'version.yaml' },
  {
    name: 'invalid YAML in the version record',
    apply: version((text) => text.replace('label: Next', 'label: Next: again')),
    code: 'version-file',
    file: 'version.yaml',
    line: 3,
  },
  { name: 'a version record that is a list', apply: (dir) => writeText(dir, 'version.yaml', '- current\n'), code: 'version-schema', file: 'version.yaml' },
  { name: 'a version record without isLast', apply: version((text) => text.replace('isLast: true\n', '')), code: 'version-schema', file: 'version.yaml' },
  {
    name: 'an unknown banner',
    apply: version((text) => text.replace('banner: null', 'banner: sometimes')),
    code: 'version-schema',
    file: 'version.yaml',
    line: 4,
    message: /\(found "sometimes"\)/,
  },
  {
    name: 'an unknown key in the version record',
    apply: version((text) => text.replace('isLast: true', 'isLast: true\nbadges: false')),
    code: 'version-schema',
    file: 'version.yaml',
    line: 9,
    message: /unknown key "badges"; did you mean "badge"\?/,
  },
  {
    name: 'a banner on the last version',
    apply: version((text) => text.replace('banner: null', 'banner: unmaintained')),
    code: 'version-invariant',
    file: 'version.yaml',
    line: 4,
  },
  {
    name: 'a current version hidden from search engines',
    apply: version((text) => text.replace('noIndex: false', 'noIndex: true')),
    code: 'version-invariant',
    file: 'version.yaml',
    line: 6,
  },
  {
    name: 'a plugin id with a space',
    apply: version((text) => text.replace('pluginId: default', 'pluginId: my docs')),
    code: 'version-invariant',
    file: 'version.yaml',
    line: 1,
  },

  // ---- Files ----
  {
    name: 'no pages at all',
    apply: (dir) => {
      rmSync(path.join(dir, 'docs'), { recursive: true });
      mkdirSync(path.join(dir, 'docs'));
    },
    code: 'no-pages',
    file: 'docs',
    // The sidebars still name the pages, so their references break too.
    codes: ['no-pages', 'missing-doc', 'broken-internal-href'],
  },
  {
    name: 'an empty directory',
    apply: (dir) => {
      for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true });
    },
    code: 'no-pages',
    file: 'docs',
    codes: ['no-pages', 'sidebars-file', 'version-file'],
  },
  {
    // Larger than Node can read into one string: unreadable whoever runs the test (the file is sparse, so it takes no disk).
    name: 'an unreadable page (too large to read)',
    apply: (dir) => {
      writeFileSync(path.join(dir, 'docs', 'huge.mdx'), '');
      truncateSync(path.join(dir, 'docs', 'huge.mdx'), 2 ** 31);
    },
    code: 'unreadable-file',
    file: 'docs/huge.mdx',
    id: 'huge',
  },
  {
    name: 'an unreadable page (no read permission)',
    apply: (dir) => chmodSync(path.join(dir, INSTALLATION), 0o000),
    code: 'unreadable-file',
    file: INSTALLATION,
    id: 'installation',
    codes: ['unreadable-file', 'missing-doc'],
    skip: isRoot,
  },
];
