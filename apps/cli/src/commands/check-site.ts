/** `check-site <dist>`: the built site and the catalogue agree, and no internal link is broken. */
import { displayPath, noteIfBroken, openCatalogue, requireDirectory } from '../catalogue-dir.js';
import { EXIT, Failure, type ExitCode } from '../errors.js';
import { plural, printable, type Output } from '../io.js';
import { flagOption, listOption, stringOption } from '../options.js';
import { checkSite, DEFAULT_IGNORED_ROUTES, type SiteProblem, type SiteReport } from '../site/check.js';

function linkText(text: string): string {
  return text === '' ? '' : ` ("${printable(text.length > 60 ? `${text.slice(0, 57)}...` : text)}")`;
}

const slashed = (route: string) => (route.endsWith('/') ? route : `${route}/`);

/** One line per problem; link problems are grouped under the page they are on. */
export function formatSiteProblems(problems: readonly SiteProblem[], dist: string): string[] {
  const lines: string[] = [];
  const pageLines = new Map<string, string[]>();
  for (const problem of problems) {
    switch (problem.kind) {
      case 'missing-page':
        lines.push(`missing page: ${printable(problem.id)} has no built page for ${problem.route}`);
        break;
      case 'unknown-page':
        lines.push(`unknown page: ${displayPath(`${dist}/${problem.file}`)} (${printable(problem.route)}) is no catalogue page`);
        break;
      case 'broken-sidebar-href':
        lines.push(`broken sidebar link: "${printable(problem.label)}" in ${printable(problem.sidebar)} points at ${printable(problem.href)}, which has no built file`);
        break;
      case 'missing-redirect':
        lines.push(
          problem.found === undefined
            ? `missing redirect: ${printable(problem.id)} is a redirect stub, but _redirects has no rule for ${problem.from} (expected a line "${slashed(problem.from)} ${slashed(problem.to)} 301")`
            : `missing redirect: ${printable(problem.id)} is a redirect stub to ${problem.to}, but _redirects has "${printable(problem.found)}"`,
        );
        break;
      case 'broken-link':
      case 'unsafe-link': {
        const key = `${displayPath(`${dist}/${problem.file}`)} (${printable(problem.route)})`;
        const what = problem.kind === 'broken-link' ? 'broken link' : 'unsafe link';
        pageLines.set(key, [...(pageLines.get(key) ?? []), `  ${what} ${printable(problem.href)}${linkText(problem.text)}`]);
        break;
      }
    }
  }
  for (const [page, entries] of pageLines) lines.push(page, ...entries);
  return lines;
}

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

  if (flagOption(options.json)) {
    io.out(JSON.stringify({ dist, ...report }, null, 2));
  } else {
    const lines = formatSiteProblems(report.problems, dist);
    const scanned = `${plural(report.htmlFiles, 'HTML file')} and ${plural(report.links, 'link')} checked in ${displayPath(dist)}`;
    const verdict = report.problems.length ? io.c.red(`${plural(report.problems.length, 'problem')}; ${scanned}.`) : io.c.green(`The site matches the catalogue; ${scanned}.`);
    io.out([...lines, ...(lines.length ? [''] : []), verdict].join('\n'));
  }
  return report.problems.length ? EXIT.failure : EXIT.ok;
}
