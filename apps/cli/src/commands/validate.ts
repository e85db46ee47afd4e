/**
 * `validate`: every problem the library finds, grouped by file; exit 1 when any is an error. The
 * catalogue is also checked against the committed API reference data (`referenceProblems`), whose
 * problems read like the catalogue's own.
 */
import { referenceProblems } from '@docs/api-reference';
import { dataProblemAsProblem, loadApiReference, referenceLocator } from '@docs/api-reference/node';
import { hasErrors, type Problem } from '@docs/catalogue';
import { displayPath, isSiteCatalogue, openCatalogue, requireDirectory, type OpenCatalogue } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import type { Output } from '../io.js';
import { choiceOption, flagOption, stringOption } from '../options.js';
import { PROBLEM_FORMATS, countProblems, formatGithub, formatJson, formatText, reportedProblems, summaryLine } from '../problems-format.js';

/**
 * The API reference's problems with this catalogue, at their files and lines; a data file that does
 * not load is one. Overrides for pages the catalogue lacks count only for the catalogue the data is
 * written for (the site's), validated with --strict and otherwise sound: a smaller catalogue lacks
 * them, and a broken one would seem to.
 */
function apiReferenceProblems(opened: OpenCatalogue, dataDir: string | undefined, strict: boolean): Problem[] {
  const loaded = loadApiReference(dataDir);
  if (!loaded.sources) return loaded.problems.map(dataProblemAsProblem);
  const locate = referenceLocator(dataDir);
  const strictOverrides = strict && isSiteCatalogue(opened.dir) && !hasErrors(opened.problems);
  return referenceProblems(opened.catalogue, loaded.sources, { strict: strictOverrides }).map((problem) => locate(opened.locate(problem)));
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
  const problems = reportedProblems([...opened.problems, ...fromReference], { dir: opened.dir, base, strict });
  const counts = countProblems(problems);
  const where = displayPath(opened.dir);

  if (format === 'json') io.out(formatJson(problems, { dir: opened.dir, pages, strict }));
  else if (format === 'github') {
    if (problems.length) io.out(formatGithub(problems));
    io.out(summaryLine(counts, pages, where, io.c));
  } else {
    if (problems.length) io.out(`${formatText(problems, io.c)}\n`);
    io.out(summaryLine(counts, pages, where, io.c));
  }
  return counts.errors > 0 ? EXIT.failure : EXIT.ok;
}
