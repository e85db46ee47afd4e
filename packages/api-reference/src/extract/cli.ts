#!/usr/bin/env node
/**
 * `pnpm api:extract`: asks the registry which versions exist, installs the pinned packages into an
 * ignored cache folder (~700 MB, never a workspace dependency), extracts their API and writes
 * `data/api.json`. Not part of CI: CI checks the committed file instead.
 */
import { problemLine } from '@docs/catalogue';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { load as loadYaml } from 'js-yaml';
import pLimit from 'p-limit';
import { z } from 'zod';
import { loadPinnedPackages } from '../node/index.js';
import { writeAtomically } from '../node/write-atomically.js';
import { npm, publishedVersions } from '../registry/npm.js';
import type { PackagePin } from '../schema.js';
import { codeDefaultsOf, namesOf, scanFiles, scriptsOf } from './code-defaults.js';
import { extractApi } from './index.js';
import { pinOf } from './pins.js';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = path.join(packageDir, 'data');

/** `data/native-props.yaml`: per `package#Component`, the HTML or React props it documents as its own. */
const NativePropsSchema = z.record(
  z.string().regex(/^(?:remotion|@remotion\/[a-z0-9-]+)#[A-Z][\w.]*$/, 'must be package#Component'),
  z.array(z.string().min(1)).min(1),
);

/** True when every pinned package is already installed at its version, so a rerun skips npm. */
function isInstalled(cacheDir: string, dependencies: Record<string, string>): boolean {
  return Object.entries(dependencies).every(([name, version]) => {
    const file = path.join(cacheDir, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === version;
  });
}

async function install(cacheDir: string, dependencies: Record<string, string>): Promise<void> {
  if (isInstalled(cacheDir, dependencies)) return;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path.join(cacheDir, 'package.json'), `${JSON.stringify({ name: 'api-reference-sources', private: true, dependencies }, null, 2)}\n`);
  // Older packages peer-depend on older siblings; the declarations still resolve against the pinned ones.
  await npm(['install', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', '--no-package-lock'], cacheDir);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cache: { type: 'string', default: path.join(packageDir, '.cache') },
      out: { type: 'string', default: path.join(dataDir, 'api.json') },
      'code-defaults-out': { type: 'string', default: path.join(dataDir, 'code-defaults.json') },
    },
  });
  const { pinned: sources, problems: pinProblems } = loadPinnedPackages(dataDir);
  if (!sources) {
    for (const problem of pinProblems) console.error(problemLine(problem));
    return 1;
  }
  const nativePropsFile = path.join(dataDir, 'native-props.yaml');
  const nativeProps = NativePropsSchema.safeParse(loadYaml(readFileSync(nativePropsFile, 'utf8')));
  if (!nativeProps.success) {
    console.error(`${nativePropsFile}: ${nativeProps.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    return 1;
  }
  const started = Date.now();
  const limit = pLimit(8);
  const versions = await Promise.all(sources.packages.map((name) => limit(() => publishedVersions(name))));
  const pins: Record<string, PackagePin> = Object.fromEntries(sources.packages.map((name, index) => [name, pinOf(sources.pinnedVersion, versions[index])]));
  for (const [name, pin] of Object.entries(pins)) {
    if (pin.status === 'older') console.log(`${name}: the registry has no ${sources.pinnedVersion}; using ${pin.version}`);
    if (pin.status === 'unpublished') console.log(`${name}: not on the registry; its pages are reported as not covered`);
  }
  const dependencies = {
    ...sources.peers,
    ...Object.fromEntries(Object.entries(pins).flatMap(([name, pin]) => (pin.status === 'unpublished' ? [] : [[name, pin.version]]))),
  };
  const cacheDir = path.resolve(values.cache!);
  await install(cacheDir, dependencies);
  const { data, problems } = extractApi({
    rootDir: cacheDir,
    pinnedVersion: sources.pinnedVersion,
    pins,
    generatedBy: 'pnpm api:extract',
    optionsMapModule: '@remotion/renderer/client',
    optionsMapPackages: sources.optionsMapPackages,
    nativeProps: nativeProps.data,
  });
  for (const problem of problems) console.warn(`warning: ${problem}`);
  const rootsMissing = problems.filter((problem) => /^(remotion|@remotion\/[a-z0-9-]+): /.test(problem));
  if (rootsMissing.length > 0) {
    console.error(`Not written: ${rootsMissing.length} package(s) have no declarations at their root.`);
    return 1;
  }
  writeAtomically(path.resolve(values.out!), `${JSON.stringify(data, null, 2)}\n`);
  // Every installed toolkit package, not only the listed ones: options are often defaulted in an internal sibling (`@remotion/serverless-client`).
  const scopeDir = path.join(cacheDir, 'node_modules', '@remotion');
  const toolkitDirs = [path.join(cacheDir, 'node_modules', 'remotion'), ...readdirSync(scopeDir).map((name) => path.join(scopeDir, name))];
  // One module per font in @remotion/google-fonts is generated font data (URLs, unicode ranges), not code.
  const fontDataModule = /google-fonts\/dist\/esm\/[A-Z0-9][^/]*\.mjs$/;
  const scripts = toolkitDirs.flatMap((dir) => scriptsOf(dir)).filter((file) => !fontDataModule.test(file));
  const codeDefaults = codeDefaultsOf(scanFiles(scripts), namesOf(data));
  writeAtomically(path.resolve(values['code-defaults-out']!), `${JSON.stringify({ generatedBy: 'pnpm api:extract', ...codeDefaults }, null, 2)}\n`);
  console.log(
    `${Object.keys(data.exports).length} exports of ${Object.keys(data.packages).length} packages → ${values.out} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`api:extract failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
