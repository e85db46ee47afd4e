/**
 * Lighthouse (the npm CLI, 12.8 — the newest that runs on Node 20) with Debian's Chromium: the
 * four category scores of a page, on the mobile default (simulated slow 4G and 4× CPU slowdown)
 * and on the desktop preset. One Chromium per run, as the CLI does.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_DIR, CHROMIUM_PATH } from './paths.mjs';
import { CHROMIUM_FLAGS } from './browser.mjs';

const CLI = path.join(BENCH_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const FORM_FACTORS = ['desktop', 'mobile'];

export async function runLighthouse(url, formFactor, outputFile) {
  await mkdir(path.dirname(outputFile), { recursive: true });
  await rm(outputFile, { force: true });
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${outputFile}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const stderr = [];
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('close', resolve);
  });
  if (code !== 0) return { error: `lighthouse exit ${code}: ${Buffer.concat(stderr).toString().trim().split('\n').slice(-3).join(' ')}` };
  const report = JSON.parse(await readFile(outputFile, 'utf8'));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, report.categories[id]?.score == null ? undefined : Math.round(report.categories[id].score * 100)]),
  );
  const failing = Object.values(report.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => audit.id);
  return {
    scores,
    metrics: {
      fcpMs: report.audits['first-contentful-paint']?.numericValue,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue,
      tbtMs: report.audits['total-blocking-time']?.numericValue,
      cls: report.audits['cumulative-layout-shift']?.numericValue,
    },
    failing,
    runtimeError: report.runtimeError?.message,
  };
}

export async function measureLighthouse(sites, paths, runs, reportDir, log = () => {}) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    for (const pagePath of paths) {
      for (const site of sites) {
        for (const formFactor of FORM_FACTORS) {
          const file = path.join(reportDir, `${site.name}${pagePath.replace(/\//g, '_')}${formFactor}-${run + 1}.json`);
          const result = await runLighthouse(`${site.origin}${pagePath}`, formFactor, file);
          log(
            `  lighthouse ${site.name} ${pagePath} ${formFactor} run ${run + 1}: ${result.error ?? CATEGORIES.map((id) => result.scores[id] ?? '–').join(' / ')}`,
          );
          results.push({ site: site.name, path: pagePath, formFactor, run, ...result });
        }
      }
    }
  }
  return results;
}
