/**
 * `validate`: every problem the library finds, grouped by file; exit 1 when any is an error. The
 * catalogue is also checked against the committed API reference data (`referenceProblems`), whose
 * problems read like the catalogue's own.
 */
import { referenceProblems, type ReferenceProblem } from '@docs/api-reference';
import { loadApiReference, referenceLocator } from '@docs/api-reference/node';
import { countProblems, hasErrors, problemRecords, problemsAsGithub, problemsAsText, type CatalogueProblem, type ProblemCounts } from '@docs/catalogue';
import { catalogueFilePath, displayPath, isSiteCatalogue, openCatalogue, requireDirectory, type OpenCatalogue } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import { plural, type Colors, type Output } from '../io.js';
import { choiceOption, flagOption, stringOption } from '../options.js';

const PROBLEM_FORMATS = ['text', 'json', 'github'] as const;

/**
 * The API reference's problems with this catalogue, at their files and lines; a data file that does
 * not load is one. Overrides for pages the catalogue lacks count only for the catalogue the data is
 * written for (the site's), validated with --strict and otherwise sound: a smaller catalogue lacks
 * them, and a broken one would seem to.
 */
function apiReferenceProblems(opened: OpenCatalogue, dataDir: string | undefined, strict: boolean): ReferenceProblem[] {
  const loaded = loadApiReference(dataDir);
  if (!loaded.sources) return loaded.problems;
  const locate = referenceLocator(dataDir);
  const strictOverrides = strict && isSiteCatalogue(opened.dir) && !hasErrors(opened.problems);
  return referenceProblems(opened.catalogue, loaded.sources, { strict: strictOverrides }).map((problem) => locate(opened.locate(problem)));
}

/** `2 errors and 1 warning in 2 files of the catalogue at <dir> (999 pages).` */
function summaryLine(counts: ProblemCounts, pages: number, where: string, c: Colors): string {
  if (counts.errors === 0 && counts.warnings === 0) return c.green(`No problems in the catalogue at ${where} (${plural(pages, 'page')}).`);
  const parts = [counts.errors ? c.red(plural(counts.errors, 'error')) : '', counts.warnings ? c.yellow(plural(counts.warnings, 'warning')) : ''].filter(
    Boolean,
  );
  return `${parts.join(' and ')} in ${plural(counts.files, 'file')} of the catalogue at ${where} (${plural(pages, 'page')}).`;
}

export async function validate(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const format = choiceOption(options.format, '--format', PROBLEM_FORMATS, 'text');
  const strict = flagOption(options.strict);
  const dataOption = stringOption(options.data, '--data');
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  const pages = Object.keys(opened.catalogue.docs).length;
  // GitHub resolves annotation paths against the checkout, which is GITHUB_WORKSPACE in Actions.
  const base = format === 'github' ? (process.env.GITHUB_WORKSPACE ?? process.cwd()) : process.cwd();
  const fromReference = apiReferenceProblems(opened, dataOption === undefined ? undefined : requireDirectory(dataOption, '--data'), strict);
  // As reported: files as paths the reader can open, warnings as errors with --strict.
  const problems = [...opened.problems, ...fromReference].map((problem): CatalogueProblem | ReferenceProblem => ({
    ...problem,
    ...(problem.file === undefined ? {} : { file: catalogueFilePath(opened.dir, problem.file, base) }),
    ...(strict ? { severity: 'error' } : {}),
  }));
  const counts = countProblems(problems);
  const where = displayPath(opened.dir);

  if (format === 'json')
    io.out(JSON.stringify({ dir: opened.dir, strict, pages, errors: counts.errors, warnings: counts.warnings, problems: problemRecords(problems) }, null, 2));
  else if (format === 'github') {
    if (problems.length) io.out(problemsAsGithub(problems));
    io.out(summaryLine(counts, pages, where, io.c));
  } else {
    if (problems.length) io.out(`${problemsAsText(problems, io.c)}\n`);
    io.out(summaryLine(counts, pages, where, io.c));
  }
  return counts.errors > 0 ? EXIT.failure : EXIT.ok;
}
