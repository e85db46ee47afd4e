/**
 * One timed build: what `clean` lists is removed first (caches and outputs for a cold build,
 * nothing for a rebuild), then the build runs under GNU time (wall time and the peak RSS of the
 * largest single process) while a sampler adds up the RSS of the whole process tree every 200 ms
 * (builds that spawn helpers, e.g. Pagefind, use more than their largest process).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_DIR, TIME_BINARY } from './paths.mjs';

const PAGE_SIZE = 4096;

/** Children of every process, read from /proc. */
function childrenMap() {
  const map = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!map.has(ppid)) map.set(ppid, []);
      map.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

function treeRss(rootPid) {
  const children = childrenMap();
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function parseGnuTime(text) {
  const field = (label) => text.match(new RegExp(`${label}: (.+)`))?.[1]?.trim();
  const wall = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)');
  const parts = wall ? wall.split(':').map(Number) : [];
  const wallSeconds = parts.reduce((sum, part) => sum * 60 + part, 0);
  return {
    wallMs: wall ? wallSeconds * 1000 : undefined,
    userMs: Number(field('User time \\(seconds\\)')) * 1000,
    systemMs: Number(field('System time \\(seconds\\)')) * 1000,
    maxRssBytes: Number(field('Maximum resident set size \\(kbytes\\)')) * 1024,
    exitStatus: Number(field('Exit status') ?? NaN),
  };
}

export async function clearPaths(paths) {
  await Promise.all(paths.map((target) => rm(target, { recursive: true, force: true })));
}

/**
 * Runs `command` (a shell command) in `cwd` after removing `clean`. Resolves with the timings, or
 * with `error` set (and the log's tail) when the build fails; never throws for a failed build.
 */
export async function timedBuild({ name, command, cwd, env = {}, clean = [], binDirs = [], logFile, timeoutMs = 90 * 60_000 }) {
  await clearPaths(clean);
  await mkdir(path.dirname(logFile), { recursive: true });
  const timeFile = `${logFile}.time`;
  const childEnv = {
    ...process.env,
    ...env,
    PATH: [...binDirs, process.env.PATH].join(path.delimiter),
    ASTRO_TELEMETRY_DISABLED: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  const started = process.hrtime.bigint();
  // Its own process group, so that a build that overruns can be stopped with all its helpers.
  const child = spawn(TIME_BINARY, ['-v', '-o', timeFile, 'sh', '-c', command], { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, timeoutMs);
  // The log is written as it comes, so a long build can be followed (tail -f) while it runs.
  const logStream = createWriteStream(logFile);
  const chunks = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      chunks.push(chunk);
      logStream.write(chunk);
    });
  }
  let peakTreeRss = 0;
  const sampler = setInterval(() => {
    peakTreeRss = Math.max(peakTreeRss, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  clearTimeout(deadline);
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  const log = Buffer.concat(chunks).toString('utf8');
  await new Promise((resolve) => logStream.end(resolve));
  let timing = {};
  try {
    timing = parseGnuTime(readFileSync(timeFile, 'utf8'));
  } catch {
    // GNU time did not write its report (it was killed): keep our own wall time
  }
  const result = {
    name,
    wallMs: timing.wallMs ?? elapsedMs,
    elapsedMs,
    userMs: timing.userMs,
    systemMs: timing.systemMs,
    maxRssBytes: timing.maxRssBytes,
    peakTreeRssBytes: peakTreeRss,
    log: path.relative(BENCH_DIR, logFile),
  };
  if (timedOut) result.error = `stopped after ${Math.round(timeoutMs / 60_000)} minutes`;
  else if (code !== 0) result.error = `exit ${code}; last lines:\n${log.trim().split('\n').slice(-15).join('\n')}`;
  return result;
}
