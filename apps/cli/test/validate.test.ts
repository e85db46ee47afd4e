import { RULES } from '@docs/catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFECTS, type Defect } from './defects.js';
import { copyValid, removeTemporaryDirs, runCli, STACK_FRAME, VALID } from './helpers.js';

afterAll(removeTemporaryDirs);

type JsonReport = {
  errors: number;
  warnings: number;
  problems: { file?: string; line?: number; severity: string; code: string; docId?: string; message: string }[];
};

/** Problems that the loader reports before any rule runs. */
const LOADER_CODES = ['no-pages', 'unreadable-file', 'frontmatter-yaml', 'sidebars-file', 'version-file'];

/** The text report: a file header, then one indented row per problem. Returns [header, row] pairs. */
function textRows(stdout: string): [string, string][] {
  const rows: [string, string][] = [];
  let header = '';
  for (const line of stdout.split('\n')) {
    if (line.startsWith('  ')) rows.push([header, line]);
    else if (line.trim() !== '') header = line;
  }
  return rows;
}

describe('validate on the valid fixture', () => {
  it('exits 0 and says so', async () => {
    const run = await runCli(['validate', '--dir', VALID]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^No problems in the catalogue at .*valid \(9 pages\)\.\n$/);
  });

  it('reports an empty problem list as JSON', async () => {
    const run = await runCli(['validate', '--dir', VALID, '--format', 'json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ errors: 0, warnings: 0, pages: 9, problems: [] });
  });
});

describe('a broken catalogue fixture per defect', () => {
  it('covers every rule of the library and every loader problem', () => {
    const covered = new Set(DEFECTS.map((defect) => defect.code));
    for (const code of [...Object.keys(RULES), ...LOADER_CODES]) expect(covered, `no fixture for ${code}`).toContain(code);
    expect(DEFECTS.filter((defect) => !defect.skip).length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEFECTS.map((defect) => defect.name)).size).toBe(DEFECTS.length);
  });

  for (const defect of DEFECTS.filter((candidate) => candidate.skip)) it.skip(`${defect.name} (cannot be produced when running as root)`, () => {});
  const cases = DEFECTS.filter((defect) => !defect.skip).map((defect) => [defect.name, defect] as const);
  it.concurrent.each(cases)('%s', async (_name, defect: Defect) => {
    const dir = copyValid();
    defect.apply(dir);
    const severity = defect.severity ?? 'error';
    const exit = severity === 'error' ? 1 : 0;

    const json = await runCli(['validate', '--dir', '.', '--format', 'json'], { cwd: dir });
    expect(json.code).toBe(exit);
    const report = JSON.parse(json.stdout) as JsonReport;
    expect(new Set(report.problems.map((problem) => problem.code))).toEqual(new Set(defect.codes ?? [defect.code]));
    const problem = report.problems.find((candidate) => candidate.code === defect.code && candidate.file === defect.file);
    expect(problem, JSON.stringify(report.problems, null, 2)).toBeDefined();
    expect(problem!.severity).toBe(severity);
    if (defect.id !== undefined) expect(problem!.docId).toBe(defect.id);
    if (defect.line !== undefined) expect(problem!.line).toBe(defect.line);
    if (defect.message !== undefined) expect(problem!.message).toMatch(defect.message);

    // The same problem in the text report: under its file's header, with rule, id and line on one row.
    const text = await runCli(['validate', '--dir', '.'], { cwd: dir });
    expect(text.code).toBe(exit);
    expect(text.stderr).toBe('');
    const row = textRows(text.stdout).find(
      ([header, line]) => header === defect.file && line.includes(` ${defect.code} `) && (defect.id === undefined || line.includes(`${defect.id}: `)),
    );
    expect(row, text.stdout).toBeDefined();
    if (defect.line !== undefined) expect(row![1]).toMatch(new RegExp(`^ {2}line ${defect.line} `));
    expect(text.stdout + text.stderr).not.toMatch(STACK_FRAME);
    // Printed once: no second copy of the problem anywhere in the output.
    if (defect.message !== undefined) expect(text.stdout.split('\n').filter((line) => defect.message!.test(line))).toHaveLength(1);

    // --strict changes nothing for errors and turns warnings into errors.
    if (severity === 'warning') {
      const strict = await runCli(['validate', '--dir', '.', '--strict'], { cwd: dir });
      expect(strict.code).toBe(1);
      expect(strict.stdout).toMatch(new RegExp(`error +${defect.code}`));
    }
  });
});
