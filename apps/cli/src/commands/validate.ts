/** `validate`: every problem the library finds, grouped by file; exit 1 when any is an error. */
import path from 'node:path';
import { textProblems } from '@docs/api-reference';
import { formatDataProblem, loadApiReference } from '@docs/api-reference/node';
import type { Problem } from '@docs/catalogue';
import { displayPath, openCatalogue } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import type { Output } from '../io.js';
import { choiceOption, flagOption, stringOption } from '../options.js';
import { PROBLEM_FORMATS, countProblems, formatGithub, formatJson, formatText, reportedProblems, summaryLine } from '../problems-format.js';

export async function validate(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const format = choiceOption(options.format, '--format', PROBLEM_FORMATS, 'text');
  const strict = flagOption(options.strict);
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  const pages = Object.keys(opened.catalogue.docs).length;
  // GitHub resolves annotation paths against the checkout, which is GITHUB_WORKSPACE in Actions.
  const base = format === 'github' ? (process.env.GITHUB_WORKSPACE ?? process.cwd()) : process.cwd();
  const problems = reportedProblems([...opened.problems, ...apiTextProblems(opened.dir)], { dir: opened.dir, base, strict });
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

/**
 * The API reference's texts (data/texts/) checked against the extracted data: a text keyed to a
 * member or option that no longer exists is an error at its file and line, naming the nearest key.
 * File paths are made relative to the catalogue folder, as the formatters expect.
 */
function apiTextProblems(catalogueDir: string): Problem[] {
  const loaded = loadApiReference();
  if (!loaded.sources) return loaded.problems.map((problem) => ({ code: problem.rule, severity: 'error', message: formatDataProblem(problem), path: ['api-reference'] }));
  return textProblems(loaded.sources.texts, loaded.sources.data).map((problem) => ({
    code: problem.rule,
    severity: 'error',
    message: problem.message,
    file: path.relative(catalogueDir, problem.file),
    ...(problem.line === undefined ? {} : { line: problem.line }),
    path: ['api-texts', problem.entry],
  }));
}
