/**
 * Turns a run's raw results into medians, ratios and the target check, as Markdown. Pure: it only
 * reads the results object that run.mjs saves to generated/results.json.
 */
import { BUILDER_LABELS, BUILDER_NAMES } from './builders.mjs';
import { CATEGORIES } from './lighthouse.mjs';
import { phasesMarkdown } from './phases.mjs';
import { formatKB, formatMB, formatMs, formatNumber, formatRatio, formatSeconds, median, medianOf, ratio } from './stats.mjs';

export const WEIGHT_PATHS = ['/docs/player/api/', '/docs/troubleshooting/sigkill/', '/docs/'];
const PEERS = ['docusaurus', 'starlight', 'rspress'];
const label = (name) => BUILDER_LABELS[name] ?? name;
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `| ${head.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );

// ---- aggregation ----

/** Medians of a list of timed builds of one builder at one scale. */
function summarise(runs, pages) {
  const ok = runs.filter((run) => !run.error);
  const wallMs = medianOf(ok, (run) => run.wallMs);
  const cpuMs = medianOf(ok, (run) => (run.userMs ?? NaN) + (run.systemMs ?? NaN));
  return {
    pages,
    runs: runs.length,
    failed: runs.length - ok.length,
    error: runs.find((run) => run.error)?.error,
    wallMs,
    cpuMs,
    maxRssBytes: medianOf(ok, (run) => run.maxRssBytes),
    peakTreeRssBytes: medianOf(ok, (run) => run.peakTreeRssBytes),
    msPerPage: wallMs === undefined ? undefined : wallMs / pages,
    cpuMsPerPage: wallMs === undefined ? undefined : cpuMs / pages,
    loads: ok.map((run) => run.loadAverage).filter(Boolean),
  };
}

/** Cold builds, per scale and builder. */
export function buildSummary(results) {
  const summary = {};
  for (const [scale, entry] of Object.entries(results.builds ?? {})) {
    summary[scale] = Object.fromEntries(Object.entries(entry.runs).map(([builder, runs]) => [builder, summarise(runs, entry.pages)]));
  }
  return summary;
}

/** Warm and one-page rebuilds, per scale (only those that had them) and builder. */
export function rebuildSummary(results) {
  const summary = {};
  for (const [scale, entry] of Object.entries(results.builds ?? {})) {
    if (!entry.warm) continue;
    summary[scale] = { editedPage: entry.editedPage, builders: {} };
    for (const builder of Object.keys(entry.runs)) {
      if (!entry.warm[builder]?.length) continue; // a quick run rebuilds ours only
      summary[scale].builders[builder] = {
        warm: summarise(entry.warm[builder] ?? [], entry.pages),
        onePage: summarise(entry.onePage[builder] ?? [], entry.pages),
      };
    }
  }
  return summary;
}

export function weightSummary(results) {
  const groups = new Map();
  for (const entry of results.weight ?? []) {
    const key = `${entry.site} ${entry.path}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(entry);
  }
  const summary = {};
  for (const [key, entries] of groups) {
    const ok = entries.filter((entry) => !entry.error);
    summary[key] = {
      status: ok[0]?.status,
      error: entries.find((entry) => entry.error)?.error,
      html: medianOf(ok, (entry) => entry.bytes.html),
      js: medianOf(ok, (entry) => entry.bytes.js),
      css: medianOf(ok, (entry) => entry.bytes.css),
      other: medianOf(ok, (entry) => entry.bytes.other),
      total: medianOf(ok, (entry) => entry.bytes.total),
      requests: medianOf(ok, (entry) => entry.requests),
      domElements: medianOf(ok, (entry) => entry.domElements),
      longTasks: medianOf(ok, (entry) => entry.longTasks),
      longTasksMax: Math.max(0, ...ok.map((entry) => entry.longTasks)),
      lcpMs: medianOf(ok, (entry) => entry.lcpMs),
      runs: ok.length,
    };
  }
  return summary;
}

export function lighthouseSummary(results) {
  const groups = new Map();
  for (const entry of results.lighthouse ?? []) {
    const key = `${entry.site} ${entry.path} ${entry.formFactor}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(entry);
  }
  const summary = {};
  for (const [key, entries] of groups) {
    const ok = entries.filter((entry) => !entry.error && entry.scores);
    summary[key] = {
      runs: ok.length,
      error: entries.find((entry) => entry.error)?.error,
      ...Object.fromEntries(CATEGORIES.map((category) => [category, medianOf(ok, (entry) => entry.scores[category])])),
      lcpMs: medianOf(ok, (entry) => entry.metrics?.lcpMs),
      tbtMs: medianOf(ok, (entry) => entry.metrics?.tbtMs),
      failing: [...new Set(ok.flatMap((entry) => entry.failing ?? []))],
    };
  }
  return summary;
}

export function searchSummary(results) {
  return (results.search ?? []).map((entry) => {
    const ok = entry.queries.filter((query) => !query.error);
    return {
      site: entry.site,
      queries: entry.queries.length,
      failed: entry.queries.length - ok.length,
      firstMs: entry.queries[0]?.ms,
      medianMs: medianOf(ok, (query) => query.ms),
      laterMedianMs: medianOf(ok.slice(1), (query) => query.ms),
      maxMs: Math.max(...ok.map((query) => query.ms)),
      firstBytes: entry.queries[0]?.bytes,
      queryBytes: entry.queries.reduce((sum, query) => sum + query.bytes, 0),
      searchBytes: entry.searchBytes,
      preloadedBytes: entry.preloadedBytes,
    };
  });
}

// ---- targets ----

const KB = 1024;
// Issue #26's targets.
const RSS_LIMIT_BYTES = 1.5 * 2 ** 30;
const REBUILD_LIMIT = 0.2;
const COLD_LIMIT = 0.5;

/** Each target: what was measured, whether it is met, and by how much it is missed. */
export function checkTargets(results) {
  const weight = weightSummary(results);
  const lighthouse = lighthouseSummary(results);
  const builds = buildSummary(results);
  const rebuilds = rebuildSummary(results);
  const checks = [];
  const add = (target, value, met, miss) => checks.push({ target, value, met, miss: met ? '' : miss });
  const notMeasured = (target, why) => checks.push({ target, value: `not measured: ${why}`, met: undefined, miss: '' });
  const api = weight['ours /docs/player/api/'];
  if (api && api.total !== undefined) {
    // The page budget of the developers' guide: first load ≤ 32 KB gzip, JS ≤ 30 KB, ≤ 1,500 DOM elements, no long task.
    add('First load of /docs/player/api/ ≤ 32 KB gzip', formatKB(api.total), api.total <= 32 * KB, `${formatKB(api.total - 32 * KB)} over`);
    add('… of which JS ≤ 30 KB', formatKB(api.js), api.js <= 30 * KB, `${formatKB(api.js - 30 * KB)} over`);
    add('≤ 1,500 DOM elements', String(api.domElements), api.domElements <= 1500, `${api.domElements - 1500} elements over`);
    add(
      'No long tasks',
      `${formatNumber(api.longTasks)} (median; max ${api.longTasksMax})`,
      api.longTasksMax === 0,
      `${api.longTasksMax} long task(s) in the worst run`,
    );
  }
  for (const path of WEIGHT_PATHS) {
    const desktop = lighthouse[`ours ${path} desktop`];
    if (desktop?.runs) {
      const low = CATEGORIES.filter((category) => desktop[category] < 100);
      add(
        `Lighthouse desktop 100 × 4 on ${path}`,
        CATEGORIES.map((category) => formatNumber(desktop[category])).join(' / '),
        low.length === 0,
        low.map((category) => `${category} ${formatNumber(desktop[category])} (−${formatNumber(100 - desktop[category])})`).join(', '),
      );
    }
    const mobile = lighthouse[`ours ${path} mobile`];
    if (mobile?.runs)
      add(
        `Lighthouse mobile performance ≥ 99 on ${path}`,
        formatNumber(mobile.performance),
        mobile.performance >= 99,
        `${formatNumber(99 - mobile.performance)} point(s) short`,
      );
  }
  const one = builds['1'];
  if (one?.ours?.wallMs !== undefined) {
    // Against the fastest peer of this run, wall and CPU each on their own.
    for (const [metric, what] of [
      ['wallMs', 'wall'],
      ['cpuMs', 'CPU time'],
    ]) {
      const peers = Object.keys(one).filter((peer) => peer !== 'ours' && one[peer]?.[metric] !== undefined);
      if (peers.length === 0) continue;
      const fastest = peers.reduce((best, peer) => (one[peer][metric] < one[best][metric] ? peer : best));
      const value = ratio(one.ours[metric], one[fastest][metric]);
      add(
        `Cold build ≤ ${COLD_LIMIT}× the fastest peer (${what}, 1×)`,
        `${formatRatio(value)} of ${label(fastest)}`,
        value <= COLD_LIMIT,
        `${formatRatio(value)} instead of ${COLD_LIMIT}× (${formatSeconds(one.ours[metric] - COLD_LIMIT * one[fastest][metric])} too ${metric === 'wallMs' ? 'slow' : 'much'})`,
      );
    }
  }
  const oursCold = one?.ours;
  for (const [kind, name] of [
    ['warm', 'Warm rebuild (nothing changed)'],
    ['onePage', 'One page changed'],
  ]) {
    const rebuilt = rebuilds['1']?.builders.ours?.[kind];
    if (oursCold?.wallMs === undefined || rebuilt?.wallMs === undefined) continue;
    const wall = ratio(rebuilt.wallMs, oursCold.wallMs);
    add(
      `${name} ≤ ${REBUILD_LIMIT}× our cold build (wall, 1×)`,
      `${formatSeconds(rebuilt.wallMs)} = ${formatRatio(wall)}`,
      wall <= REBUILD_LIMIT,
      `${formatRatio(wall)} instead of ${REBUILD_LIMIT}× (${formatSeconds(rebuilt.wallMs - REBUILD_LIMIT * oursCold.wallMs)} too slow)`,
    );
    const cpu = ratio(rebuilt.cpuMs, oursCold.cpuMs);
    if (cpu !== undefined)
      add(
        `${name} ≤ ${REBUILD_LIMIT}× our cold build (CPU time, 1×)`,
        `${formatSeconds(rebuilt.cpuMs)} = ${formatRatio(cpu)}`,
        cpu <= REBUILD_LIMIT,
        `${formatRatio(cpu)} instead of ${REBUILD_LIMIT}× (${formatSeconds(rebuilt.cpuMs - REBUILD_LIMIT * oursCold.cpuMs)} too much)`,
      );
  }
  if (oursCold === undefined) return checks;
  const ten = builds['10']?.ours;
  if (ten?.peakTreeRssBytes !== undefined) {
    const tenRebuilt = rebuilds['10']?.builders.ours;
    const peaks = [
      ['cold', ten.peakTreeRssBytes],
      ['warm', tenRebuilt?.warm.peakTreeRssBytes],
      ['one page changed', tenRebuilt?.onePage.peakTreeRssBytes],
    ].filter(([, bytes]) => Number.isFinite(bytes));
    const [kind, peak] = peaks.reduce((largest, candidate) => (candidate[1] > largest[1] ? candidate : largest));
    add(
      'Peak RSS of the process tree at 10× ≤ 1.5 GB',
      `${formatMB(peak)} (${kind} build, the largest of ${peaks.map(([name]) => name).join(', ')})`,
      peak <= RSS_LIMIT_BYTES,
      `${formatMB(peak - RSS_LIMIT_BYTES)} over`,
    );
  } else notMeasured('Peak RSS of the process tree at 10× ≤ 1.5 GB', 'no 10× build of ours in this run');
  const scales = Object.keys(builds)
    .map(Number)
    .sort((a, b) => a - b);
  const largest = scales.at(-1);
  if (scales.length > 1 && builds['1']?.ours?.msPerPage && builds[largest]?.ours?.msPerPage) {
    const growth = builds[largest].ours.msPerPage / builds['1'].ours.msPerPage;
    const cpuGrowth = builds[largest].ours.cpuMsPerPage / builds['1'].ours.cpuMsPerPage;
    add(
      `Build time per page flat from 1× to ${largest}× (≤ 1.2× growth)`,
      `wall ${formatMs(builds['1'].ours.msPerPage)} → ${formatMs(builds[largest].ours.msPerPage)} per page (${formatRatio(growth)}); CPU ${formatMs(builds['1'].ours.cpuMsPerPage)} → ${formatMs(builds[largest].ours.cpuMsPerPage)} (${formatRatio(cpuGrowth)})`,
      growth <= 1.2,
      `per-page wall time grows ${formatRatio(growth)}`,
    );
  } else notMeasured('Build time per page flat from 1× to 10× (≤ 1.2× growth)', 'only 1× was built in this run');
  return checks;
}

// ---- Markdown ----

function buildSection(results) {
  const summary = buildSummary(results);
  const lines = [];
  const one = summary['1'];
  if (one) {
    lines.push(
      `### Cold build, 1× (${Object.values(one)[0]?.pages ?? '?'} pages; median of ${Math.max(...Object.values(one).map((entry) => entry.runs))} alternating run(s))`,
      '',
    );
    lines.push(
      table(
        ['build', 'wall time', 'CPU time (user+sys)', 'peak RSS, largest process', 'peak RSS, process tree', 'ours ÷ this (wall)', 'ours ÷ this (CPU)'],
        BUILDER_NAMES.filter((name) => one[name]).map((name) => {
          const entry = one[name];
          if (entry.wallMs === undefined) return [label(name), `failed: ${firstLine(entry.error)}`, '', '', '', '', ''];
          return [
            label(name),
            formatSeconds(entry.wallMs),
            formatSeconds(entry.cpuMs),
            formatMB(entry.maxRssBytes),
            formatMB(entry.peakTreeRssBytes),
            name === 'ours' ? '' : formatRatio(ratio(one.ours?.wallMs, entry.wallMs)),
            name === 'ours' ? '' : formatRatio(ratio(one.ours?.cpuMs, entry.cpuMs)),
          ];
        }),
      ),
    );
    lines.push('');
  }
  const parityRows = Object.entries(results.builds ?? {}).flatMap(([scale, entry]) =>
    Object.entries(entry.parity ?? {}).map(([name, check]) => [
      `${scale}× — ${label(name)}`,
      `${check.expected - check.missing} / ${check.expected}${check.missing ? ` (missing e.g. ${check.missingExamples.join(', ')})` : ''}`,
      `${check.withoutTitle}${check.withoutTitle ? ` (e.g. ${check.withoutTitleExamples.join(', ')})` : ''}`,
      String(check.htmlPagesUnderDocs),
    ]),
  );
  if (parityRows.length) {
    lines.push('### Same pages, same routes (checked in every build output)', '');
    lines.push(table(['build', 'catalogue pages at their route', 'pages without their title', 'HTML pages under /docs/'], parityRows), '');
  }
  const scales = Object.keys(summary)
    .map(Number)
    .sort((a, b) => a - b);
  if (scales.length > 1) {
    lines.push('### Scaling (copies of every page under `copy-K/` prefixes)', '');
    lines.push('Each cell: wall time · wall time per page · CPU time per page · peak RSS of the process tree.', '');
    const largest = scales.at(-1);
    lines.push(
      table(
        [
          'build',
          ...scales.map((scale) => `${scale}× (${summary[scale].ours?.pages ?? summary[scale][Object.keys(summary[scale])[0]].pages} pages)`),
          `per page ${largest}× ÷ 1× (wall / CPU)`,
        ],
        BUILDER_NAMES.filter((name) => summary['1']?.[name]).map((name) => [
          label(name),
          ...scales.map((scale) => {
            const entry = summary[scale][name];
            if (!entry) return '–';
            if (entry.wallMs === undefined) return `failed (${firstLine(entry.error)})`;
            return `${formatSeconds(entry.wallMs)} · ${formatMs(entry.msPerPage)} · ${formatMs(entry.cpuMsPerPage)} CPU · ${formatMB(entry.peakTreeRssBytes)}`;
          }),
          `${formatRatio(ratio(summary[largest][name]?.msPerPage, summary['1'][name]?.msPerPage))} / ${formatRatio(ratio(summary[largest][name]?.cpuMsPerPage, summary['1'][name]?.cpuMsPerPage))}`,
        ]),
      ),
    );
    lines.push('');
    lines.push(
      table(
        ['ratio ours ÷ peer (wall / CPU)', ...scales.map((scale) => `${scale}×`)],
        PEERS.filter((peer) => summary['1']?.[peer]).map((peer) => [
          label(peer),
          ...scales.map(
            (scale) =>
              `${formatRatio(ratio(summary[scale].ours?.wallMs, summary[scale][peer]?.wallMs))} / ${formatRatio(ratio(summary[scale].ours?.cpuMsPerPage, summary[scale][peer]?.cpuMsPerPage))}`,
          ),
        ]),
      ),
    );
    lines.push('');
  }
  return lines.join('\n');
}

/** Warm and one-page rebuilds beside the cold build they followed, and against our cold build. */
/** Our build's phases, from its own instrumentation, at each scale built. */
function phasesSection(results) {
  return Object.entries(results.builds ?? {})
    .flatMap(([scale, entry]) => {
      const samples = (entry.runs?.ours ?? []).map((run) => run.phases).filter(Boolean);
      return samples.length ? [phasesMarkdown(samples, { title: `ours, ${scale}× (${entry.pages} pages)` }), ''] : [];
    })
    .join('\n');
}

function rebuildSection(results) {
  const cold = buildSummary(results);
  const rebuilds = rebuildSummary(results);
  const scales = Object.keys(rebuilds)
    .map(Number)
    .sort((a, b) => a - b);
  if (scales.length === 0) return '';
  const cell = (entry) =>
    !entry || entry.runs === 0
      ? '–'
      : entry.wallMs === undefined
        ? `failed: ${firstLine(entry.error)}`
        : `${formatSeconds(entry.wallMs)} · ${formatSeconds(entry.cpuMs)} CPU · ${formatMB(entry.peakTreeRssBytes)}`;
  const lines = ['### Rebuilds (same project, caches and output kept)', ''];
  lines.push(
    'After each cold build, in the same project: a warm rebuild with nothing changed, then a rebuild with one page changed (a paragraph appended to its Markdown, restored afterwards). Each cell: wall time · CPU time · peak RSS of the process tree (medians).',
    '',
  );
  const rows = [];
  for (const scale of scales) {
    for (const name of BUILDER_NAMES) {
      const entry = rebuilds[scale].builders[name];
      if (!entry) continue;
      const own = cold[scale]?.[name];
      const ours = cold[scale]?.ours;
      rows.push([
        `${scale}× — ${label(name)}`,
        cell(own),
        cell(entry.warm),
        cell(entry.onePage),
        `${formatRatio(ratio(entry.warm.wallMs, own?.wallMs))} / ${formatRatio(ratio(entry.onePage.wallMs, own?.wallMs))}`,
        `${formatRatio(ratio(entry.warm.wallMs, ours?.wallMs))} / ${formatRatio(ratio(entry.onePage.wallMs, ours?.wallMs))}`,
      ]);
    }
  }
  if (rows.length === 0) return ''; // no builder of this run was rebuilt
  lines.push(
    table(['build', 'cold', 'warm rebuild', 'one page changed', 'warm / one page ÷ its own cold (wall)', 'warm / one page ÷ our cold (wall)'], rows),
    '',
  );
  lines.push(`Page changed: ${scales.map((scale) => `\`${rebuilds[scale].editedPage}\` at ${scale}×`).join(', ')}.`, '');
  return lines.join('\n');
}

function firstLine(text) {
  return (text ?? '').split('\n')[0].slice(0, 120);
}

function weightSection(results) {
  const summary = weightSummary(results);
  if (Object.keys(summary).length === 0) return '';
  const runs = Math.max(...Object.values(summary).map((entry) => entry.runs));
  const lines = [`### Page weight, first load, cold cache (gzip over loopback; median of ${runs} run(s))`, ''];
  for (const path of WEIGHT_PATHS) {
    lines.push(`**${path}**`, '');
    lines.push(
      table(
        ['site', 'HTML', 'JS', 'CSS', 'other', 'total', 'requests', 'DOM elements', 'long tasks', 'LCP'],
        BUILDER_NAMES.filter((name) => summary[`${name} ${path}`]).map((name) => {
          const entry = summary[`${name} ${path}`];
          if (entry.total === undefined) return [label(name), `failed: ${firstLine(entry.error)}`, '', '', '', '', '', '', '', ''];
          return [
            label(name),
            formatKB(entry.html),
            formatKB(entry.js),
            formatKB(entry.css),
            formatKB(entry.other),
            formatKB(entry.total),
            formatNumber(entry.requests),
            formatNumber(entry.domElements),
            formatNumber(entry.longTasks),
            formatMs(entry.lcpMs),
          ];
        }),
      ),
    );
    const ours = summary[`ours ${path}`]?.total;
    const ratios = PEERS.filter((peer) => summary[`${peer} ${path}`])
      .map((peer) => `${label(peer)} ${formatRatio(ratio(ours, summary[`${peer} ${path}`]?.total))}`)
      .join(', ');
    lines.push('', `Total bytes, ours ÷ peer: ${ratios}.`, '');
  }
  return lines.join('\n');
}

function lighthouseSection(results) {
  const summary = lighthouseSummary(results);
  if (Object.keys(summary).length === 0) return '';
  const runs = Math.max(...Object.values(summary).map((entry) => entry.runs));
  const lines = [`### Lighthouse 12.8 (performance / accessibility / best practices / SEO; median of ${runs} run(s))`, ''];
  const cell = (entry) =>
    !entry ? '–' : entry.runs === 0 ? `failed: ${firstLine(entry.error)}` : CATEGORIES.map((category) => formatNumber(entry[category])).join(' / ');
  const rows = [];
  for (const path of WEIGHT_PATHS) {
    for (const name of BUILDER_NAMES) {
      const desktop = summary[`${name} ${path} desktop`];
      const mobile = summary[`${name} ${path} mobile`];
      if (!desktop && !mobile) continue;
      rows.push([`${path} — ${label(name)}`, cell(desktop), cell(mobile), formatMs(mobile?.lcpMs), formatMs(mobile?.tbtMs)]);
    }
  }
  lines.push(table(['page — site', 'desktop', 'mobile', 'mobile LCP (simulated)', 'mobile TBT'], rows), '');
  const failing = Object.entries(summary)
    .filter(([key, entry]) => key.startsWith('ours ') && entry.failing.length)
    .map(([key, entry]) => `- ${key.slice(5)}: ${entry.failing.join(', ')}`);
  if (failing.length) lines.push('Audits below 0.9 on our pages:', '', ...failing, '');
  return lines.join('\n');
}

function searchSection(results) {
  const summary = searchSummary(results);
  if (summary.length === 0) return '';
  const lines = ['### Search (10 queries in one visit of /docs/; time from the click that opens search to the first result)', ''];
  lines.push(
    table(
      [
        'site',
        'first query',
        'median, all 10',
        'median, queries 2–10',
        'slowest',
        'bytes, first query',
        'bytes, all 10 queries',
        'search bytes in total',
        'failed',
      ],
      summary.map((entry) => [
        label(entry.site),
        formatMs(entry.firstMs),
        formatMs(entry.medianMs),
        formatMs(entry.laterMedianMs),
        formatMs(entry.maxMs),
        formatKB(entry.firstBytes),
        formatKB(entry.queryBytes),
        formatKB(entry.searchBytes),
        String(entry.failed),
      ]),
    ),
  );
  lines.push(
    '',
    `Queries: ${(results.search?.[0]?.queries ?? []).map((query) => `\`${query.query}\``).join(', ')}. "Search bytes in total" adds what was fetched for search (Pagefind's files, Rspress's index) before search was opened.`,
    '',
  );
  return lines.join('\n');
}

function librarySection(results) {
  const library = results.library;
  if (!library) return '';
  const scales = Object.keys(library.scales ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  const lines = ['### The library and the CLI', ''];
  lines.push(
    table(
      [
        'catalogue',
        'loadCatalogue (cold, fresh process)',
        'loadCatalogue (warm median)',
        'buildCatalogue = validate (warm)',
        'tree utilities, every page (warm)',
        'per page',
        'CLI `validate` wall (median)',
      ],
      scales.map((scale) => {
        const { probe, cli } = library.scales[scale];
        if (!probe || probe.error) return [`${scale}×`, `failed: ${firstLine(probe?.error)}`, '', '', '', '', ''];
        return [
          `${scale}× (${probe.pages} pages)`,
          formatMs(probe.load.firstMs),
          formatMs(probe.load.medianMs),
          formatMs(probe.validate.medianMs),
          formatMs(probe.tree.medianMs),
          `${formatNumber(probe.tree.perPageMicros, 1)} µs`,
          cli?.error ? `failed: ${firstLine(cli.error)}` : `${formatMs(cli?.medianMs)} (node startup ${formatMs(cli?.nodeStartupMs)})`,
        ];
      }),
    ),
  );
  lines.push('');
  for (const bench of library.packageBenches ?? []) {
    if (bench.missing) lines.push(`\`${bench.script}\` (${bench.label}) is not there yet.`, '');
    else lines.push(`Output of \`${bench.script}\` (${bench.label}'s own bench, exit ${bench.code}):`, '', '```text', bench.output, '```', '');
  }
  return lines.join('\n');
}

function targetsSection(results) {
  const checks = checkTargets(results);
  if (checks.length === 0) return '';
  const lines = [
    '### Targets',
    '',
    table(
      ['target', 'measured', 'met', 'missed by'],
      checks.map((check) => [check.target, check.value, check.met === undefined ? '–' : check.met ? 'yes' : '**no**', check.miss]),
    ),
    '',
  ];
  const missed = checks.filter((check) => check.met === false);
  if (missed.length) {
    lines.push(
      `**${missed.length} target(s) missed.** Why each is missed (phases, from the build logs in \`bench/generated/logs/\`) is written by hand in RESULTS.md, under "Targets missed, by how much, and why", outside this generated block:`,
      '',
    );
    lines.push(...missed.map((check) => `- ${check.target}: ${check.miss}.`), '');
  }
  return lines.join('\n');
}

/** The line that says what the pages contained. */
function corpusLine(meta) {
  const stats = meta.corpus;
  if (!stats) return undefined;
  const number = (value) => Math.round(value).toLocaleString('en-US');
  const reference = stats.apiReference
    ? ` API reference: rendered by every site on ${number(stats.apiReference.pages)} pages (ours from its data, the peers from the same reference as Markdown appended to the page: ${number(stats.apiReference.words)} words, ${number(stats.apiReference.tables)} tables).`
    : ' API reference: off on every site (ours builds with `DOCS_API_REFERENCE=off`).';
  return `Corpus: **${stats.corpus}** — ${number(stats.pages)} pages, ${number(stats.realBodies)} with a real body (≥ 150 words of prose), ${number(stats.fillerBodies)} with generated filler, ${number(stats.redirectStubs)} redirect stubs; ${number(stats.words)} words of prose (median ${number(stats.medianWords)} per page), ${number(stats.codeBlocks)} code blocks, ${number(stats.links)} links to other pages, ${number(stats.tables)} tables.${reference}`;
}

export function renderReport(results) {
  const meta = results.meta;
  const header = [
    `Run: **${meta.mode}** (${meta.description}), ${meta.startedAt} → ${meta.finishedAt} (${formatNumber(meta.durationMinutes, 0)} min).`,
    `Machine: ${meta.cpu}, ${meta.cores} cores, ${meta.memoryGB} GB RAM, Node ${meta.node}; load average ${meta.loadStart} at the start, ${meta.loadEnd} at the end (the machine is shared: wall times are noisy, CPU times less so).`,
    `Catalogue: ${meta.pages} pages at commit ${meta.commit}${meta.contentDirty ? ' (with uncommitted catalogue changes)' : ''}. Versions: ${Object.entries(
      meta.versions,
    )
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}.`,
    corpusLine(meta),
  ].filter(Boolean);
  const errors = (results.errors ?? []).map((error) => `- ${error.step}: ${firstLine(error.message)}`);
  return [
    header.join('\n'),
    '',
    targetsSection(results),
    buildSection(results),
    phasesSection(results),
    rebuildSection(results),
    weightSection(results),
    lighthouseSection(results),
    searchSection(results),
    librarySection(results),
    ...(errors.length ? ['### Steps that failed', '', ...errors, ''] : []),
  ]
    .filter(Boolean)
    .join('\n');
}

export { median };
