import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, type Problem } from '../src/index.js';
import { loadCatalogue, parseFrontmatter } from '../src/node/index.js';
import { VERSION_YAML, catalogueDir } from './catalogue-files.js';

const PAGE = (title: string, description: string, extra = '') => `---\ntitle: ${title}\ndescription: ${description}\n${extra}---\n\n# ${title}\n\nBody text.\n`;

const GOOD = {
  'docs/start.mdx': PAGE('Start', 'Where to begin.', 'slug: /\n'),
  'docs/player/index.mdx': PAGE('Player', 'The player package.'),
  'docs/player/api.md': PAGE('Player API', 'Props of the player.'),
  'sidebars.yaml': 'main:\n  - start\n  - type: category\n    label: Player\n    link: {type: doc, id: player/index}\n    items:\n      - player/api\n',
  'version.yaml': VERSION_YAML,
};

const brief = (problems: Problem[]) => problems.map(({ code, file, line }) => ({ code, file, line }));

describe('loadCatalogue', () => {
  it('reads pages (.md and .mdx, nested), the sidebars and the version record', async () => {
    const { catalogue, problems, pages } = await loadCatalogue(await catalogueDir(GOOD));
    expect(problems).toEqual([]);
    expect(Object.keys(catalogue.docs).sort()).toEqual(['player/api', 'player/index', 'start']);
    expect(catalogue.homeId).toBe('start');
    expect(catalogue.docs['player/api']).toEqual({ id: 'player/api', title: 'Player API', description: 'Props of the player.', sidebar: 'main' });
    expect(catalogue.version).toEqual(CURRENT_VERSION);
    expect(catalogue.sidebars.main?.[1]).toMatchObject({ type: 'category', label: 'Player', href: '/docs/player/' });
    const api = pages.find((page) => page.id === 'player/api')!;
    expect(api.file).toBe('docs/player/api.md');
    expect(api.body).toBe('\n# Player API\n\nBody text.\n');
  });

  it('reports a bad frontmatter field with its file and line', async () => {
    const dir = await catalogueDir({ ...GOOD, 'docs/player/api.md': '---\ndescription: Props of the player.\n\ntitle: 42\n---\nBody\n' });
    const { problems } = await loadCatalogue(dir);
    expect(brief(problems)).toEqual([
      // Reported once, by the schema rule; the length rule leaves fields that are not strings alone.
      { code: 'frontmatter-schema', file: 'docs/player/api.md', line: 4 },
    ]);
    expect(problems[0]).toMatchObject({ docId: 'player/api', path: ['docs', 'player/api', 'title'] });
  });

  it('locates a problem found after loading at its page file and the field’s line, and leaves other paths alone', async () => {
    const loaded = await loadCatalogue(await catalogueDir(GOOD));
    const problem: Problem = { code: 'x', message: 'm', severity: 'error', docId: 'player/api', path: ['docs', 'player/api', 'description'] };
    expect(loaded.locate(problem)).toEqual({ ...problem, file: 'docs/player/api.md', line: 3 });
    expect(loaded.locate({ ...problem, path: ['docs', 'player/index', 'title'] })).toMatchObject({ file: 'docs/player/index.mdx', line: 2 });
    expect(loaded.locate({ ...problem, path: ['docs', 'nope', 'description'] })).toEqual({ ...problem, path: ['docs', 'nope', 'description'] });
    expect(loaded.locate({ ...problem, path: ['api-reference', 'overrides'] })).toEqual({ ...problem, path: ['api-reference', 'overrides'] });
  });

  it('reports a bad item of sidebars.yaml with its line', async () => {
    const sidebars = 'main:\n  - start\n  - type: doc\n    id: player/gone\n  - type: link\n    label: Run\n    href: "javascript:alert(1)"\n';
    const { problems } = await loadCatalogue(await catalogueDir({ ...GOOD, 'sidebars.yaml': sidebars }));
    expect(brief(problems)).toEqual([
      { code: 'missing-doc', file: 'sidebars.yaml', line: 4 },
      { code: 'unsafe-href', file: 'sidebars.yaml', line: 7 },
    ]);
  });

  it('reports a missing version.yaml and builds with the current version record', async () => {
    const { catalogue, problems } = await loadCatalogue(await catalogueDir({ ...GOOD, 'version.yaml': undefined }));
    expect(brief(problems)).toEqual([{ code: 'version-file', file: 'version.yaml', line: undefined }]);
    expect(problems[0]?.message).toMatch(/missing/);
    expect(catalogue.version).toEqual(CURRENT_VERSION);
  });

  it('reports invalid YAML in the sidebars and in a frontmatter, with lines, and leaves the unreadable page out', async () => {
    const dir = await catalogueDir({
      ...GOOD,
      'sidebars.yaml': 'main:\n  - start\n  - [player/api\n',
      'docs/player/api.md': '---\ntitle: Player API\ndescription: "unclosed\n---\nBody\n',
    });
    const { catalogue, problems } = await loadCatalogue(dir);
    const codes = brief(problems);
    expect(codes.find((problem) => problem.code === 'frontmatter-yaml')).toEqual({ code: 'frontmatter-yaml', file: 'docs/player/api.md', line: 3 });
    expect(codes.find((problem) => problem.code === 'sidebars-file')).toMatchObject({ code: 'sidebars-file', file: 'sidebars.yaml' });
    expect(codes.find((problem) => problem.code === 'sidebars-file')?.line).toBeGreaterThanOrEqual(3);
    expect(catalogue.docs['player/api']).toBeUndefined();
    expect(problems.every((problem) => problem.code !== 'frontmatter-schema')).toBe(true);
  });

  it('turns a YAML alias bomb into a problem instead of throwing', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 12; level++) {
      const previous = level === 1 ? 'a' : `b${level - 1}`;
      levels.push(`b${level}: &b${level} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    const bomb = `---\n${levels.join('\n')}\ntitle: T\ndescription: D\n---\n`;
    const { problems } = await loadCatalogue(await catalogueDir({ ...GOOD, 'docs/player/api.md': bomb, 'sidebars.yaml': `${levels.join('\n')}\n` }));
    expect(brief(problems).filter((problem) => problem.code !== 'missing-doc')).toEqual([
      { code: 'frontmatter-yaml', file: 'docs/player/api.md', line: 2 },
      { code: 'sidebars-file', file: 'sidebars.yaml', line: 1 },
    ]);
  });

  it('reports a directory without pages', async () => {
    const { problems, catalogue } = await loadCatalogue(
      await catalogueDir({ 'sidebars.yaml': 'main: []\n', 'version.yaml': VERSION_YAML, 'docs/notes.txt': 'not a page' }),
    );
    expect(brief(problems)).toEqual([{ code: 'no-pages', file: 'docs', line: undefined }]);
    expect(catalogue.docs).toEqual({});
  });

  it('reports a page without frontmatter, and two files with one id', async () => {
    const dir = await catalogueDir({ ...GOOD, 'docs/bare.mdx': '# No frontmatter\n', 'docs/start.md': PAGE('Start again', 'Another start.') });
    const { problems } = await loadCatalogue(dir);
    expect(brief(problems)).toEqual([
      { code: 'frontmatter-yaml', file: 'docs/bare.mdx', line: 1 },
      // start.md sorts first, so start.mdx is the duplicate; its line is its own frontmatter's first.
      { code: 'duplicate-id', file: 'docs/start.mdx', line: 2 },
    ]);
    expect(problems[1]?.message).toContain('docs/start.md');
  });
});

describe('page files', () => {
  it('reads frontmatter with a BOM and CRLF line ends', () => {
    const parsed = parseFrontmatter('\uFEFF---\r\ntitle: T\r\ndescription: D\r\n---\r\nBody');
    expect(parsed.data).toEqual({ title: 'T', description: 'D' });
    expect(parsed.body).toBe('Body');
    expect(parsed.errors).toEqual([]);
  });

  it('reports duplicate keys as invalid YAML', () => {
    const parsed = parseFrontmatter('---\ntitle: A\ntitle: B\ndescription: D\n---\n');
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]?.line).toBe(3);
  });
});
