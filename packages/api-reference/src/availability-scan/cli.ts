#!/usr/bin/env node
/**
 * `pnpm api:availability`: for each export of each package in `data/packages.yaml` at the pinned
 * version, the first version of the pin's line ON THE REGISTRY WE REACH whose type declarations
 * export it, or the line's first version (4.0.0) when the package's newest release before the
 * major already exported it. Writes `data/availability.json`. Not part of CI or the build: it needs
 * the registry (`npm view`, `npm pack`) and `tar` on PATH; ~7 min cold (~850 tarballs); from its
 * cache it only asks the registry for each package's versions. See the package README for the method.
 *
 * Options: --cache DIR (default /tmp/remotion-availability-cache), --jobs N (npm processes at once,
 * default 5), --packages a,b (a subset, for trying it out: printed, not written, unless --out is
 * given), --out FILE.
 */
import { problemLine } from '@docs/catalogue';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { loadPinnedPackages } from '../node/index.js';
import { writeAtomically } from '../node/write-atomically.js';
import { publishedVersions } from '../registry/npm.js';
import { lineOf } from '../versions.js';
import { availabilityFile } from './availability-file.js';
import { declarationsOf } from './declarations.js';
import { cachedExports } from './exports-cache.js';
import { exportsOfVersion } from './exports-of-version.js';
import { scanPackage, type PackageScan } from './scan-package.js';

const GENERATED_BY = 'pnpm api:availability';
const dataDir = path.join(fileURLToPath(new URL('../..', import.meta.url)), 'data');

const log = (line: string) => process.stderr.write(`${line}\n`);

type Options = { cacheDir: string; jobs: number; packages?: string[]; out?: string };

/** The options, checked once; a bad value is named with its flag. */
function optionsOf(args: string[]): Options | string {
  const { values } = parseArgs({
    args,
    options: {
      cache: { type: 'string', default: '/tmp/remotion-availability-cache' },
      jobs: { type: 'string', default: '5' },
      packages: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) return `--jobs must be a whole number of at least 1, not "${values.jobs}"`;
  const packages = values.packages
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { cacheDir: path.resolve(values.cache), jobs, ...(packages ? { packages } : {}), ...(values.out ? { out: path.resolve(values.out) } : {}) };
}

function summary(name: string, { entry, carriedOver }: PackageScan, lineStart: string): string {
  if ('absent' in entry) return `${name}: absent`;
  const previous = entry.previousMajor ? `, previous major ${entry.previousMajor}: ${carriedOver} moved to ${lineStart}` : '';
  return `${name}: pin ${entry.pinned}, ${entry.exportCount} exports, ${entry.versionsScanned.length}/${entry.versionsOnRegistry} versions scanned${previous}`;
}

async function main(): Promise<number> {
  const started = Date.now();
  const options = optionsOf(process.argv.slice(2));
  if (typeof options === 'string') {
    log(options);
    return 2;
  }
  const { pinned, problems } = loadPinnedPackages(dataDir);
  if (!pinned) {
    for (const problem of problems) log(problemLine(problem));
    return 1;
  }
  const { cacheDir } = options;
  mkdirSync(cacheDir, { recursive: true });
  const limit = pLimit(options.jobs);
  const scans = new Map<string, PackageScan>();
  const failures: string[] = [];
  await Promise.all(
    (options.packages ?? pinned.packages).map(async (name) => {
      try {
        const registryVersions = await limit(() => publishedVersions(name, cacheDir));
        const exportsAt = cachedExports(cacheDir, name, async (version) => exportsOfVersion(name, await declarationsOf(cacheDir, name, version, limit)));
        const scan = await scanPackage(pinned.pinnedVersion, registryVersions, exportsAt);
        scans.set(name, scan);
        log(summary(name, scan, lineOf(pinned.pinnedVersion).first));
      } catch (error) {
        failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  if (failures.length > 0) {
    for (const failure of failures) log(`FAILED ${failure}`);
    log('nothing written');
    return 1;
  }

  const text = availabilityFile(pinned.pinnedVersion, scans, GENERATED_BY);
  const target = options.out ?? (options.packages ? undefined : path.join(dataDir, 'availability.json'));
  if (target === undefined) process.stdout.write(text);
  else {
    writeAtomically(target, text);
    log(`wrote ${path.relative(process.cwd(), target)}`);
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(`api:availability failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
