/** `diff <other>`: what changed from another catalogue (a directory or a git ref) to this one. */
import { existsSync, statSync } from 'node:fs';
import { hasErrors } from '@docs/catalogue';
import { loadCatalogue } from '@docs/catalogue/node';
import { displayPath, openCatalogue } from '../catalogue-dir.js';
import { diffCatalogues, diffErrorCount, type CatalogueDiff } from '../diff/compare.js';
import { snapshotAtRef, type Snapshot } from '../diff/git-snapshot.js';
import { EXIT, type ExitCode } from '../errors.js';
import { plural, printable, type Output, type Colors } from '../io.js';
import { flagOption, stringOption } from '../options.js';

async function openOther(other: string, catalogueDir: string): Promise<Snapshot> {
  if (existsSync(other) && statSync(other).isDirectory()) return { dir: other, label: displayPath(other), cleanup: async () => {} };
  return snapshotAtRef(other, catalogueDir);
}

const trail = (labels: readonly string[]) => (labels.length ? labels.map(printable).join(' › ') : '(top level)');

export function formatDiff(diff: CatalogueDiff, c: Colors): string[] {
  const lines: string[] = [];
  const section = (title: string, entries: string[], error = false) => {
    if (!entries.length) return;
    lines.push(error ? c.red(c.bold(`${title} (${entries.length})`)) : c.bold(`${title} (${entries.length})`), ...entries.map((entry) => `  ${entry}`), '');
  };
  section(
    'Removed without a redirect stub',
    diff.removed.map(
      (page) => `${c.red('-')} ${printable(page.id)} — ${page.route} would break; keep the page file with \`movedTo: <new id>\` in its frontmatter`,
    ),
    true,
  );
  section(
    'Redirect stubs that lead nowhere',
    diff.brokenStubs.map((stub) => `${c.red('!')} ${printable(stub.id)} → ${printable(stub.movedTo)}: ${stub.reason}`),
    true,
  );
  section(
    'Added',
    diff.added.map((page) => `${c.green('+')} ${printable(page.id)} — ${printable(page.title)}`),
  );
  section(
    'Replaced by a redirect stub',
    diff.stubbed.map((stub) => `${c.cyan('~')} ${printable(stub.id)} → ${printable(stub.movedTo)}`),
  );
  section(
    'Moved to another sidebar',
    diff.movedSidebar.map(
      (move) => `${c.cyan('>')} ${printable(move.id)}: ${printable(move.from ?? '(no sidebar)')} → ${printable(move.to ?? '(no sidebar)')}`,
    ),
  );
  section(
    'Moved to another category',
    diff.movedCategory.map((move) => `${c.cyan('>')} ${printable(move.id)} (${printable(move.sidebar)}): ${trail(move.from)} → ${trail(move.to)}`),
  );
  section(
    'Retitled',
    diff.retitled.map((change) => `${c.cyan('*')} ${printable(change.id)}: "${printable(change.from)}" → "${printable(change.to)}"`),
  );
  return lines;
}

export async function diff(other: string, options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  const snapshot = await openOther(other, opened.dir);
  try {
    const before = await loadCatalogue(snapshot.dir);
    if (hasErrors(before.problems))
      io.err(io.ec.yellow(`note: the catalogue at ${snapshot.label} has validation errors; the comparison uses what could be read`));
    if (hasErrors(opened.problems)) io.err(io.ec.yellow(`note: ${displayPath(opened.dir)} has validation errors; the comparison uses what could be read`));
    const result = diffCatalogues(before.catalogue, opened.catalogue);
    const errors = diffErrorCount(result);
    if (flagOption(options.json)) {
      io.out(JSON.stringify({ before: snapshot.label, after: displayPath(opened.dir), errors, ...result }, null, 2));
    } else {
      const body = formatDiff(result, io.c);
      const changes = Object.values(result).reduce((sum, list) => sum + list.length, 0);
      const heading = `${snapshot.label} → ${displayPath(opened.dir)}: ${changes === 0 ? 'no page changes' : plural(changes, 'change')}`;
      const verdict = errors ? io.c.red(`${plural(errors, 'old URL')} would break.`) : io.c.green('Every old URL still leads to a page.');
      io.out([heading, '', ...body, verdict].join('\n'));
    }
    return errors ? EXIT.failure : EXIT.ok;
  } finally {
    await snapshot.cleanup();
  }
}
