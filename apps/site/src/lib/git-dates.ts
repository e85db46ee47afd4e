/**
 * "Last updated": the last commit date of every page file, from one `git log` over the content
 * folder per build (not one per page). Outside git, without git, or in a shallow clone (whose
 * history would date every file to the clone's one commit) the map is empty and pages omit the date.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { timed } from './build-timing.js';

const run = promisify(execFile);
const RECORD = '\x1e';

/** `git log --format=%x1e%cI --name-only` → path → its newest commit date (the log lists newest first). */
function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of output.split(RECORD)) {
    const [date, ...files] = record.split('\n');
    if (date === undefined || date.trim() === '') continue;
    for (const file of files) if (file !== '' && !dates.has(file)) dates.set(file, date.trim());
  }
  return dates;
}

async function readDates(dir: string): Promise<Map<string, string>> {
  const git = (args: string[]) => run('git', ['-C', dir, '-c', 'core.quotePath=false', ...args], { maxBuffer: 256 * 1024 * 1024 });
  try {
    if ((await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() !== 'false') return new Map();
    const { stdout } = await git(['log', `--format=${RECORD}%cI`, '--name-only', '--relative', '--no-renames', '--', '.']);
    const relative = parseGitLog(stdout);
    return new Map([...relative].map(([file, date]) => [path.join(dir, file), date]));
  } catch {
    return new Map();
  }
}

const byDir = new Map<string, Promise<Map<string, string>>>();

/** Absolute file path → ISO date of its last commit, for every file under `dir` (read once per process). */
export function lastCommitDates(dir: string): Promise<Map<string, string>> {
  let pending = byDir.get(dir);
  if (!pending) {
    pending = timed('git log: last-updated dates', () => readDates(dir));
    byDir.set(dir, pending);
  }
  return pending;
}

// One formatter for every page: creating one per call cost a build about 0.3 s.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `2026-11-21T10:02:03+01:00` → "November 21, 2026" (the date in UTC, so every build agrees). */
export function displayDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
