/**
 * The site's build command (`pnpm build`, through `scripts/build.mjs`): it compares what the build
 * would read with the last complete build's record and does the least that gives the same output:
 * nothing when nothing changed, the changed pages alone when only page bodies changed
 * (`rebuild-pages.ts`), else Astro's build of every page and Pagefind's index. `--full` always
 * builds everything.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ConfigError, loadSiteConfig, type SiteConfig } from '../config/resolve.js';
import { BrokenLinksError } from '../markdown/doc-links.js';
import { fullBuild } from './full-build.js';
import { buildInputs, changedSince } from './inputs.js';
import { planBuild, type BuildPlan } from './plan.js';
import { forgetBuildRecord, outputDigest, readBuildRecord, writeBuildRecord } from './record.js';
import { rebuildPages } from './rebuild-pages.js';
import { BuildStepError } from './steps.js';

const log = (message: string) => console.log(`[docs build] ${message}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Builds `outDir` by `plan`, falling back to a full build when the pages cannot be rebuilt alone. */
async function carryOut(config: SiteConfig, outDir: string, plan: Exclude<BuildPlan, { kind: 'up to date' }>): Promise<void> {
  if (plan.kind === 'pages') {
    const outcome = await rebuildPages(config, outDir, plan.files);
    if (outcome.kind === 'rebuilt') return log(`rebuilt ${outcome.ids.length} page(s) whose body changed: ${outcome.ids.join(', ')}`);
    log(`building every page: ${outcome.reason}`);
  }
  // The output is about to change in a way the old record does not describe.
  await forgetBuildRecord(config.cacheDir, outDir);
  await fullBuild(config, outDir);
}

async function main(): Promise<void> {
  const started = performance.now();
  const { values } = parseArgs({ options: { outDir: { type: 'string' }, full: { type: 'boolean', default: false } } });
  const config = loadSiteConfig(process.env);
  const outDir = path.resolve(config.siteRoot, values.outDir ?? 'dist');
  const readAt = Date.now();
  const { inputs, files } = await buildInputs(config, outDir);
  const plan: BuildPlan = values.full
    ? { kind: 'full', reason: '--full' }
    : planBuild(await readBuildRecord(config.cacheDir, outDir), inputs, outputDigest(outDir));
  if (plan.kind === 'up to date') return log(`nothing changed since the last build (${seconds(started)})`);
  log(plan.kind === 'full' ? `building every page: ${plan.reason}` : `${plan.files.length} page body(ies) changed`);
  await carryOut(config, outDir, plan);
  // A file changed while the build ran may or may not be in its output: the next build starts over.
  if (changedSince(files, readAt)) log('files changed during the build: the next build builds every page');
  else await writeBuildRecord(config.cacheDir, outDir, { inputs, output: outputDigest(outDir)! });
  log(`done in ${seconds(started)}`);
}

main().catch((error: unknown) => {
  // The writer's mistakes (a bad setting, catalogue or link) and failed steps say what is wrong themselves: no stack trace.
  if (error instanceof BuildStepError) {
    console.error(`[docs build] ${error.message}`);
    process.exit(error.exitCode);
  }
  const told = error instanceof ConfigError || error instanceof BrokenLinksError || (error instanceof Error && error.stack === '');
  console.error(told ? (error as Error).message : error);
  process.exit(1);
});
