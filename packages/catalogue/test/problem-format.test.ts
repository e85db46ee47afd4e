/** The one way problems are printed: a line, a refused build's report, grouped text, GitHub commands, JSON records. */
import { describe, expect, it } from 'vitest';
import {
  countProblems,
  errorReport,
  printable,
  problemLine,
  problemRecords,
  problemsAsGithub,
  problemsAsText,
  sortProblems,
  type Problem,
} from '../src/index.js';

const titleEmpty: Problem = {
  code: 'title-length',
  message: 'the title is empty',
  severity: 'error',
  docId: 'a',
  file: 'docs/a.md',
  line: 2,
  path: ['docs', 'a', 'title'],
};
const repeats: Problem = {
  code: 'description-repeats-title',
  message: 'the description only repeats the title',
  severity: 'warning',
  docId: 'a',
  file: 'docs/a.md',
  line: 3,
  path: ['docs', 'a', 'description'],
};
const brokenHref: Problem = {
  code: 'broken-internal-href',
  message: 'the href "/docs/x" matches no page (at sidebars.main[0].href)',
  severity: 'error',
  file: 'sidebars.yaml',
  line: 4,
  path: ['sidebars', 'main', 0, 'href'],
};
const noPages: Problem = { code: 'no-pages', message: 'no page files', severity: 'error', path: [] };

describe('problemLine', () => {
  it('names the file and line, the severity, the code and the page', () => {
    expect(problemLine(titleEmpty)).toBe('docs/a.md:2 error title-length [a]: the title is empty');
  });

  it('does without a line, a page or a file', () => {
    expect(problemLine({ code: 'x', message: 'm', severity: 'error', path: [], file: 'a.yaml' })).toBe('a.yaml error x: m');
    expect(problemLine({ code: 'x', message: 'm', severity: 'warning', path: [] })).toBe('(catalogue) warning x: m');
  });

  it('shows control characters as escapes', () => {
    expect(problemLine({ ...noPages, message: 'a\u001b[31mb\nc' })).toBe('(catalogue) error no-pages: a\\u001b[31mb\\u000ac');
    expect(printable('plain')).toBe('plain');
  });
});

describe('errorReport', () => {
  it('lists the errors by file and line under a heading that counts them and says what they stop', () => {
    expect(errorReport([brokenHref, repeats, titleEmpty], { subject: 'The catalogue', consequence: 'the site is not built' })).toBe(
      'The catalogue has 2 error(s); the site is not built:\n  docs/a.md:2 error title-length [a]: the title is empty\n  sidebars.yaml:4 error broken-internal-href: the href "/docs/x" matches no page (at sidebars.main[0].href)',
    );
    expect(errorReport([repeats], { subject: 'The catalogue', consequence: 'nothing stops' })).toBe('The catalogue has 0 error(s); nothing stops:\n');
  });
});

describe('problemsAsText', () => {
  it('groups by file, one aligned row each, problems without a file under (catalogue), and ends with an empty line', () => {
    expect(problemsAsText([brokenHref, repeats, noPages, titleEmpty])).toBe(
      [
        '(catalogue)',
        '    error  no-pages  no page files',
        '',
        'docs/a.md',
        '  line 2  error    title-length               a: the title is empty',
        '  line 3  warning  description-repeats-title  a: the description only repeats the title',
        '',
        'sidebars.yaml',
        '  line 4  error  broken-internal-href  the href "/docs/x" matches no page (at sidebars.main[0].href)',
        '',
      ].join('\n'),
    );
  });

  it('colours after aligning, so colour codes take no width', () => {
    const mark = (name: string) => (text: string) => `<${name}>${text}</${name}>`;
    const style = { red: mark('r'), yellow: mark('y'), dim: mark('d'), bold: mark('b'), underline: mark('u') };
    expect(problemsAsText([titleEmpty, repeats], style).split('\n').slice(0, 3)).toEqual([
      '<u>docs/a.md</u>',
      '  line 2  <r>error</r>    <d>title-length</d>               <b>a</b>: the title is empty',
      '  line 3  <y>warning</y>  <d>description-repeats-title</d>  <b>a</b>: the description only repeats the title',
    ]);
  });
});

describe('problemsAsGithub', () => {
  it('writes one workflow command per problem, escaping what would end it early', () => {
    expect(problemsAsGithub([titleEmpty, { ...brokenHref, message: '100%,x\ny' }, noPages]).split('\n')).toEqual([
      '::error title=no-pages::no page files [no-pages]',
      '::error file=docs/a.md,line=2,title=title-length::a: the title is empty [title-length]',
      '::error file=sidebars.yaml,line=4,title=broken-internal-href::100%25,x\\u000ay [broken-internal-href]',
    ]);
  });
});

describe('problemRecords, sortProblems and countProblems', () => {
  it('give JSON its fields in one order, every format its order, and the totals', () => {
    expect(
      problemRecords([{ path: [], message: 'm', severity: 'error', code: 'x', line: 1, file: 'f', docId: 'd' }]).map((record) => Object.keys(record)),
    ).toEqual([['file', 'line', 'severity', 'code', 'docId', 'message', 'path']]);
    expect(sortProblems([brokenHref, noPages, repeats, titleEmpty])).toEqual([noPages, titleEmpty, repeats, brokenHref]);
    expect(countProblems([brokenHref, noPages, repeats, titleEmpty])).toEqual({ errors: 3, warnings: 1, files: 3 });
  });
});
