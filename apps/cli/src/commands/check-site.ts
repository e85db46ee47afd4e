/** `check-site <dist>`: the built site and the catalogue agree, and no internal link is broken. */
import path from 'node:path';
import { problemRecords, problemsAsText } from '@docs/catalogue';
import { displayPath, noteIfBroken, openCatalogue, requireDirectory } from '../catalogue-dir.js';
import { EXIT, Failure, type ExitCode } from '../errors.js';
import { plural, type Output } from '../io.js';
import { flagOption, listOption, stringOption } from '../options.js';
import { checkSite, DEFAULT_IGNORED_ROUTES, type SiteReport } from '../site/check.js';

export async function checkSiteCommand(distArgument: string, options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const dist = requireDirectory(distArgument, 'the built site');
  const given = listOption(options.ignoreRoute, '--ignore-route');
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  noteIfBroken(opened, io);
  let report: SiteReport;
  try {
    report = await checkSite(opened.catalogue, dist, { ignoredRoutes: given.length ? given : DEFAULT_IGNORED_ROUTES });
  } catch (error) {
    // E.g. files vanishing while a build rewrites the directory.
    throw new Failure(`cannot read the built site ${displayPath(dist)}: ${error instanceof Error ? error.message : String(error)}`);
  }

  // Built files as paths the reader can open, like validate's.
  const problems = report.problems.map((problem) => (problem.file === undefined ? problem : { ...problem, file: displayPath(path.join(dist, problem.file)) }));
  if (flagOption(options.json)) {
    io.out(JSON.stringify({ dist, htmlFiles: report.htmlFiles, links: report.links, problems: problemRecords(problems) }, null, 2));
  } else {
    const scanned = `${plural(report.htmlFiles, 'HTML file')} and ${plural(report.links, 'link')} checked in ${displayPath(dist)}`;
    const verdict = problems.length
      ? io.c.red(`${plural(problems.length, 'problem')}; ${scanned}.`)
      : io.c.green(`The site matches the catalogue; ${scanned}.`);
    io.out(`${problems.length ? `${problemsAsText(problems, io.c)}\n` : ''}${verdict}`);
  }
  return report.problems.length ? EXIT.failure : EXIT.ok;
}
