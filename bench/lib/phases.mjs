/**
 * The phase breakdown of our site's build: the environment that turns the site's instrumentation on,
 * reading what one build wrote (its phases JSON, Astro's timer, Astro's and Pagefind's logs, the
 * Shiki highlighter count), and the Markdown table over several builds (medians).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { median } from './stats.mjs';

const SHIKI_COUNTER = new URL('./shiki-count.mjs', import.meta.url).href;

/** Where one build's measurements go, inside `dir`. */
export function phaseFiles(dir) {
  return {
    phases: path.join(dir, 'phases.json'),
    astroTimer: path.join(dir, 'astro-timer.json'),
    shiki: path.join(dir, 'shiki-highlighters.json'),
    astroLog: path.join(dir, 'astro-build.log'),
    pagefindLog: path.join(dir, 'pagefind.log'),
  };
}

/** Environment for `astro build`: the site's instrumentation, Astro's timer and the Shiki counter (their folder is created). */
export function phasesEnv(files) {
  for (const file of [files.phases, files.astroTimer, files.shiki]) mkdirSync(path.dirname(file), { recursive: true });
  return {
    DOCS_BUILD_PHASES: files.phases,
    ASTRO_TIMER_PATH: files.astroTimer,
    DOCS_SHIKI_COUNT: files.shiki,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${SHIKI_COUNTER}`].filter(Boolean).join(' '),
  };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Astro's `12ms` / `1.23s` → ms. */
const msOf = (value, unit) => (unit === 's' ? Number(value) * 1000 : Number(value));

/** Astro's log: one `(+12ms)` line per page written (with `build.concurrency` 4, four render at once, so they overlap). */
export function astroLogFigures(log) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes it strips
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
  const pageMs = [...plain.matchAll(/\(\+(\d+(?:\.\d+)?)(ms|s)\)/g)].map((match) => msOf(match[1], match[2]));
  const completed = [...plain.matchAll(/Completed in (\d+(?:\.\d+)?)(ms|s)/g)].map((match) => msOf(match[1], match[2]));
  return {
    pages: pageMs.length,
    pageMsSum: pageMs.reduce((sum, ms) => sum + ms, 0),
    pageMsMedian: median(pageMs),
    pageMsMax: Math.max(0, ...pageMs),
    completedMs: completed,
  };
}

/** Pagefind's own summary: pages indexed and its "Finished in" time. */
export function pagefindLogFigures(log) {
  return {
    pages: Number(log.match(/Indexed (\d+) pages?/)?.[1] ?? NaN),
    words: Number(log.match(/Indexed (\d+) words?/)?.[1] ?? NaN),
    finishedMs: Number(log.match(/Finished in (\d+(?:\.\d+)?) seconds/)?.[1] ?? NaN) * 1000,
  };
}

function countPages(contentDir) {
  if (!contentDir || !existsSync(path.join(contentDir, 'docs'))) return undefined;
  return readdirSync(path.join(contentDir, 'docs'), { recursive: true }).filter((file) => /\.mdx?$/.test(String(file))).length;
}

/**
 * One build's figures. `build` is the lib/build.mjs timing (GNU time over the process tree) of the
 * command that ran `astro build`; `pagefind` that of Pagefind when it ran on its own. When the command
 * was the site's whole `build` script (`astro build`, then Pagefind, as run.mjs runs it), leave
 * `pagefind` out: Pagefind's figures then come from its lines in the same log.
 */
export async function readPhaseSample(files, { build, pagefind }) {
  const phases = readJson(files.phases);
  if (!phases) throw new Error(`${files.phases} was not written: is the site's build-phases integration in astro.config.ts?`);
  const cpu = (timing) => (timing.userMs ?? NaN) + (timing.systemMs ?? NaN);
  const astroLog = readFileSync(files.astroLog, 'utf8');
  const pagefindLog = pagefind ? readFileSync(files.pagefindLog, 'utf8') : astroLog;
  return {
    cataloguePages: countPages(phases.contentDir),
    build: { wallMs: build.wallMs, cpuMs: cpu(build), maxRssBytes: build.maxRssBytes, withPagefind: !pagefind },
    pagefind: { ...(pagefind ? { wallMs: pagefind.wallMs, cpuMs: cpu(pagefind) } : {}), ...pagefindLogFigures(pagefindLog) },
    instrumented: phases,
    astroTimer: readJson(files.astroTimer),
    astroLog: astroLogFigures(astroLog),
    shikiHighlighters: readJson(files.shiki) ?? [],
  };
}

const msText = (ms) => (Number.isFinite(ms) ? (ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`) : '–');
const share = (part, whole) => (Number.isFinite(part) && whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '');
const perPage = (ms, pages) => (Number.isFinite(ms) && pages > 0 ? `${((1000 * ms) / pages).toFixed(0)} µs` : '');
const distinct = (values) => {
  const kept = [...new Set(values.filter((value) => value !== undefined))];
  return kept.length ? kept.join(' / ') : '–';
};
/** CPU time of the whole build (astro build and Pagefind), from GNU time. */
const gnuCpu = (sample) => sample.build.cpuMs + (sample.build.withPagefind ? 0 : sample.pagefind.cpuMs);
const gnuWall = (sample) => sample.build.wallMs + (sample.build.withPagefind ? 0 : sample.pagefind.wallMs);

/** Which part of the build runs a span of the site's instrumentation (by its name). */
function phaseOfSpan(name) {
  if (name.startsWith('catalogue')) return 'config hooks';
  // The bodies render from the build's start to the page render (on worker threads only their whole, 'page bodies: render all', is
  // seen); the parse that checks them is awaited before the server build.
  if (name === 'page bodies: checked') return 'content sync';
  if (name.startsWith('demo bundle')) return 'the demo bundle';
  if (/^(markdown|shiki:markdown|site model: for body|page bodies)/.test(name)) return 'server build';
  return 'page render';
}

/** What a phase does besides its spans (not timed one by one). */
function restOf(phaseName) {
  if (phaseName.startsWith('server build'))
    return "Vite's server build on this thread, and the page bodies on the worker threads (their parsing and Shiki are not seen one by one)";
  if (phaseName.startsWith('the demo bundle')) return 'the client build (Vite): the site script';
  if (phaseName.startsWith('content sync')) return 'an empty collection (no page goes through the content layer), types';
  if (phaseName.startsWith('page render')) return "the templates (layout, sidebar, tables), Astro's runtime, writing files";
  return 'other integrations, routes';
}

/** The phase a moment (ms since the process started) fell in. */
function phaseAt(sample, atMs) {
  const marks = new Map(sample.instrumented.marks.map((mark) => [mark.name, mark.wallMs]));
  return sample.instrumented.phases.find((phase) => atMs >= marks.get(phase.from) && atMs < marks.get(phase.to))?.name ?? 'after the build';
}

function highlightersText(sample) {
  const created = sample.shikiHighlighters;
  const where = created.map((one) => `${phaseAt(sample, one.atMs).split(' (')[0]}, ${one.copy}: ${one.langs.join(', ') || 'no grammar yet'}`);
  return `${created.length}${where.length ? ` (${where.join('; ')})` : ''}`;
}

/**
 * The table: each phase between Astro's hooks (wall and CPU time of the build process), the site's
 * own spans inside it, then Pagefind; medians over the samples. "Source" says where each figure comes from.
 */
export function phasesMarkdown(samples, { title = '' } = {}) {
  const pages = median(samples.map((sample) => sample.cataloguePages));
  const totalCpu = median(samples.map(gnuCpu));
  const rows = [];
  const row = (label, values, source, { count = '', indent = false, cpu: withCpu = true, perPage: divide = true } = {}) => {
    const pick = (field) => median(values.map((value) => value?.[field]).filter(Number.isFinite));
    const wall = pick('wallMs');
    const cpu = withCpu ? pick('cpuMs') : undefined;
    const system = pick('systemMs');
    const perPageOf = !divide ? '' : Number.isFinite(cpu) ? perPage(cpu, pages) : perPage(wall, pages) && `${perPage(wall, pages)} (wall)`;
    rows.push(
      `| ${indent ? '  · ' : ''}${label} | ${count} | ${msText(wall)} | ${msText(cpu)} | ${Number.isFinite(system) ? msText(system) : ''} | ${perPageOf} | ${share(cpu, totalCpu)} | ${source} |`,
    );
  };
  const spanNames = [...new Set(samples.flatMap((sample) => Object.keys(sample.instrumented.spans)))];
  for (const { name } of samples[0].instrumented.phases) {
    row(
      `**${name}**`,
      samples.map((sample) => sample.instrumented.phases.find((phase) => phase.name === name)),
      'site: hook marks (`performance.now()`, `process.cpuUsage()`)',
    );
    if (name.startsWith('content sync')) {
      const timer = samples.map((sample) => sample.astroTimer?.['Sync content layer']);
      if (timer.every(Boolean))
        row(
          'content layer alone (Astro\'s "Sync content layer")',
          timer.map((entry) => ({ wallMs: entry.elapsedTime })),
          'Astro: `ASTRO_TIMER_PATH`',
          { indent: true },
        );
    }
    if (name.startsWith('page render')) {
      const pageCount = distinct(samples.map((sample) => sample.astroLog.pages));
      row(
        'files rendered: sum of their `(+N ms)` ÷ 4 (4 render at once)',
        samples.map((sample) => ({ wallMs: sample.astroLog.pageMsSum / 4 })),
        "Astro's log",
        { indent: true, count: pageCount },
      );
      row(
        'one file: median `(+N ms)`',
        samples.map((sample) => ({ wallMs: sample.astroLog.pageMsMedian })),
        "Astro's log",
        { indent: true, perPage: false },
      );
    }
    const spansHere = spanNames.filter((spanName) => name.startsWith(phaseOfSpan(spanName)));
    // git runs in its own process while pages render: its span is a wait, with no CPU of ours.
    const waited = (span) => span.startsWith('git log');
    // The bodies' whole rendering runs across two phases (beside the server build, then waited for): shown, not taken from the phase's CPU.
    const acrossPhases = (span) => span === 'page bodies: render all';
    for (const span of spansHere) {
      const values = samples.map((sample) => sample.instrumented.spans[span] ?? { count: 0, wallMs: 0, cpuMs: 0 });
      row(waited(span) ? `${span} (waited for)` : span, values, 'site: span (`src/lib/build-timing.ts`)', {
        indent: true,
        count: distinct(values.map((value) => value.count)),
        cpu: !waited(span),
      });
    }
    if (spansHere.some((span) => !waited(span) && !acrossPhases(span))) {
      const rest = samples.map((sample) => {
        const phase = sample.instrumented.phases.find((one) => one.name === name);
        const inSpans = spansHere
          .filter((span) => !waited(span) && !acrossPhases(span))
          .reduce((sum, span) => sum + (sample.instrumented.spans[span]?.cpuMs ?? 0), 0);
        return { cpuMs: phase.cpuMs - inSpans };
      });
      row(`the rest: ${restOf(name)}`, rest, 'phase CPU − the spans above', { indent: true });
    }
  }
  const pagefindApart = samples.every((sample) => !sample.build.withPagefind);
  const pagefindPages = distinct(samples.map((sample) => sample.pagefind.pages));
  if (pagefindApart)
    row(
      '**Pagefind** (`pagefind --site dist`, its own process)',
      samples.map((sample) => sample.pagefind),
      'GNU time',
      { count: pagefindPages },
    );
  row(
    pagefindApart ? 'Pagefind\'s own "Finished in"' : '**Pagefind**: its own "Finished in"',
    samples.map((sample) => ({ wallMs: sample.pagefind.finishedMs })),
    "Pagefind's log",
    { indent: pagefindApart, count: pagefindApart ? '' : pagefindPages },
  );
  if (pagefindApart)
    row(
      '**astro build**, whole process tree',
      samples.map((sample) => sample.build),
      'GNU time',
    );
  row(
    '**build total** (astro build + Pagefind), whole process tree',
    samples.map((sample) => ({ wallMs: gnuWall(sample), cpuMs: gnuCpu(sample) })),
    'GNU time',
  );

  const counters = [
    ['catalogue loads (read + validate)', samples.map((sample) => sample.instrumented.spans['catalogue: load and validate']?.count ?? 0), 'site: span count'],
    ['Shiki highlighters created', samples.map(highlightersText), "`bench/lib/shiki-count.mjs` (a Node module hook on Shiki's core)"],
    ['files written while rendering', samples.map((sample) => sample.instrumented.counters['files written']), 'site: `fs.promises.writeFile` calls'],
    [
      'MB written while rendering',
      samples.map((sample) => ((sample.instrumented.counters['bytes written'] ?? 0) / 1e6).toFixed(1)),
      'site: bytes passed to `writeFile`',
    ],
    ['pages in the catalogue', samples.map((sample) => sample.cataloguePages), 'files under docs/'],
  ].map(([label, values, source]) => `| ${label} | ${distinct(values)} | ${source} |`);

  return [
    ...(title ? [`#### Build phases: ${title}`, ''] : []),
    `Medians of ${samples.length} cold build(s). CPU is user + system time of the whole process (every thread), "system" its kernel part (file writing shows there); "per page" divides by the ${pages} catalogue pages; "share" is of the CPU time of astro build + Pagefind (GNU time). Spans that cross an \`await\` (the catalogue load, the API reference) may include other work that ran meanwhile.`,
    '',
    '| phase | count | wall | CPU | of which system | CPU per page | share | source |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    '| counter | value | source |',
    '| --- | --- | --- |',
    ...counters,
  ].join('\n');
}
