#!/usr/bin/env node
/**
 * One-off registry scan: for each export of each Remotion package at its pinned version, the first
 * 4.0.x version ON THE REGISTRY WE REACH whose type declarations export it, or 4.0.0 when the
 * package's newest pre-4.0 release already exported it (see "carried over" below).
 *
 *   node packages/api-reference/scripts/scan-availability.mjs
 *
 * Writes packages/api-reference/data/availability.json (sorted keys, 2-space indent, trailing
 * newline). Not part of CI or the build: it needs the registry (`npm view`, `npm pack` on PATH) and
 * the workspace's `typescript`.
 *
 * Method, per package:
 *  - versions: `npm view <pkg> versions --json`, kept: plain `4.0.N` (no pre-releases) with N <= 527,
 *    ascending. The pin is the newest of them. From the same list, the previous major: the newest
 *    plain `x.y.z` below 4.0.0 (pre-releases ignored), when the package has one.
 *  - exports of one version: `npm pack <pkg>@<v>` into a cache under /tmp (downloads are reused),
 *    only package.json and the declaration files are extracted, the root entry (`.` of the exports
 *    map / `types`) is resolved by the TypeScript compiler (moduleResolution Bundler) and the
 *    checker lists its export names. Relative `export *` are followed by the program; a star
 *    re-export from another package cannot be (it is not installed): its specifier is recorded in
 *    `unresolvedReExports`, never guessed. Names re-exported explicitly (`export {x} from 'remotion'`)
 *    are counted. A version whose root entry has no declarations counts as "no exports known".
 *  - first version of each export: bisection over the ascending version list, assuming an export,
 *    once added, stays; all exports of a package share one cache of version -> export names, so a
 *    probe serves every export whose interval it falls in. The assumption is then checked against
 *    every version downloaded; any violation is written to `nonMonotonic` for that package.
 *  - carried over from the previous major: when the package has a release before 4.0.0, that
 *    release's root export names are listed the same way, and every export present both there and
 *    at the pin gets "4.0.0" (it existed before the 4.0 line and was carried into it), whatever
 *    4.0.x the bisection found first on the registry; the entry records `previousMajor`. Exports
 *    the previous major lacks keep the bisection's value. Names behind star re-exports the previous
 *    major could not follow are not known there (`previousMajorUnresolvedReExports`), so they keep
 *    the bisection's value too; a previous major whose root entry has no declarations moves nothing
 *    (`previousMajorWithoutDeclarations`). Neither field is written when it does not apply.
 *
 * Environment: AVAILABILITY_CACHE (default /tmp/remotion-availability-cache), AVAILABILITY_JOBS
 * (parallel downloads, default 5), AVAILABILITY_PACKAGES (comma-separated subset, for trying it out;
 * a subset run does not write the data file unless AVAILABILITY_OUT is set).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const require = createRequire(import.meta.url);
const ts = require('typescript');

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG_DIR = path.resolve(HERE, '..');
const DEFAULT_OUT = path.join(PKG_DIR, 'data', 'availability.json');
const CACHE = process.env.AVAILABILITY_CACHE ?? '/tmp/remotion-availability-cache';
const JOBS = Math.max(1, Number(process.env.AVAILABILITY_JOBS ?? 5));
const MAX_PATCH = 527; // the pin: 4.0.527, or the newest 4.0.x below it
/** Bump when the way exports are read changes: invalidates the cached per-version results. */
const RESULT_FORMAT = 3;

const SCOPED = [
  'animated-emoji', 'animation-utils', 'bundler', 'captions', 'cli', 'cloudrun', 'effects',
  'elevenlabs', 'enable-scss', 'fonts', 'gif', 'google-fonts', 'install-whisper-cpp', 'lambda',
  'lambda-client', 'layout-utils', 'licensing', 'light-leaks', 'lottie', 'media', 'media-parser',
  'media-utils', 'motion-blur', 'noise', 'openai-whisper', 'paths', 'player', 'preload', 'renderer',
  'rive', 'rough-notation', 'rounded-text-box', 'sfx', 'shapes', 'skia', 'starburst', 'studio',
  'studio-protocol', 'tailwind', 'tailwind-v4', 'three', 'transitions', 'vercel', 'web-renderer',
  'webcodecs', 'whisper-web', 'whisper-webgpu', 'zod-types',
];
/** Not on the registry we reach (checked by hand): listed as absent without asking it. */
const KNOWN_ABSENT = ['@remotion/gsap', '@remotion/mac-cursors', '@remotion/video-matting'];
const PACKAGES = ['remotion', ...SCOPED.map((s) => `@remotion/${s}`)];

const log = (...a) => process.stderr.write(`${a.join(' ')}\n`);

// ---------------------------------------------------------------------------------------------
// Small helpers

function patchOf(v) {
  return Number(v.split('.')[2]);
}

function safeName(pkg) {
  return pkg.replace('@', '').replace('/', '__');
}

/** A counting semaphore: at most `n` downloads at once. */
function limiter(n) {
  let active = 0;
  const queue = [];
  const next = () => {
    if (active >= n || queue.length === 0) return;
    active++;
    const { fn, resolve, reject } = queue.shift();
    fn()
      .then(resolve, reject)
      .finally(() => {
        active--;
        next();
      });
  };
  return (fn) =>
    new Promise((resolve, reject) => {
      queue.push({ fn, resolve, reject });
      next();
    });
}
const downloadSlot = limiter(JOBS);

async function npm(args, opts = {}) {
  return execFileAsync('npm', args, {
    cwd: CACHE,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
    ...opts,
  });
}

/** Sorted keys all the way down, so the output is byte-stable. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys(value[k])]),
    );
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Registry

/** Compares plain `x.y.z` versions numerically. */
function compareSemver(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/**
 * { versions, previousMajor }: plain 4.0.N versions up to the pin, ascending, and the newest plain
 * x.y.z below 4.0.0 (null when there is none); null when the registry does not know the package.
 */
async function registryVersions(pkg) {
  let stdout;
  try {
    ({ stdout } = await npm(['view', pkg, 'versions', '--json']));
  } catch (err) {
    const text = `${err.stdout ?? ''}${err.stderr ?? ''}`;
    if (/E404|404 Not Found/.test(text)) return null;
    throw new Error(`npm view ${pkg} versions failed: ${text.trim().split('\n').slice(-3).join(' ')}`);
  }
  let list = JSON.parse(stdout);
  if (typeof list === 'string') list = [list];
  const versions = list
    .filter((v) => /^4\.0\.\d+$/.test(v) && patchOf(v) <= MAX_PATCH)
    .sort((a, b) => patchOf(a) - patchOf(b));
  const older = list
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && Number(v.split('.')[0]) < 4)
    .sort(compareSemver);
  return { versions, previousMajor: older.at(-1) ?? null };
}

// ---------------------------------------------------------------------------------------------
// One version's export names

const TS_OPTIONS = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  noLib: true,
  types: [],
  skipLibCheck: true,
  noEmit: true,
  allowJs: false,
  jsx: ts.JsxEmit.ReactJSX,
};

const DECL_RE = /\.d\.(ts|mts|cts)$/;

/** Download (or reuse) and extract package.json + declarations of pkg@version. Returns the extract root. */
async function fetchDeclarations(pkg, version) {
  const root = path.join(CACHE, 'extract', `${safeName(pkg)}@${version}`);
  const pkgRoot = path.join(root, 'node_modules', ...pkg.split('/'));
  const done = path.join(root, '.done');
  if (fs.existsSync(done)) return { root, pkgRoot };

  const tarDir = path.join(CACHE, 'tarballs');
  fs.mkdirSync(tarDir, { recursive: true });
  const tarball = path.join(tarDir, `${safeName(pkg).replace('__', '-')}-${version}.tgz`);
  if (!fs.existsSync(tarball)) {
    await downloadSlot(async () => {
      if (fs.existsSync(tarball)) return;
      const tmpDir = fs.mkdtempSync(path.join(tarDir, '.dl-'));
      try {
        const { stdout } = await npm(['pack', `${pkg}@${version}`, '--pack-destination', tmpDir, '--json', '--silent']);
        const info = JSON.parse(stdout);
        const file = path.join(tmpDir, info[0].filename.replace(/^@/, '').replace('/', '-'));
        const got = fs.existsSync(file) ? file : path.join(tmpDir, fs.readdirSync(tmpDir).find((f) => f.endsWith('.tgz')));
        fs.renameSync(got, tarball);
      } finally {
        fs.rmSync(tmpDir, { recursive: true, force: true });
      }
    });
  }

  // List, then extract only package.json and declaration files.
  const { stdout: listing } = await execFileAsync('tar', ['-tzf', tarball], { maxBuffer: 64 * 1024 * 1024 });
  const members = listing
    .split('\n')
    .filter(Boolean)
    .filter((m) => DECL_RE.test(m) || /^[^/]+\/package\.json$/.test(m));
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(pkgRoot, { recursive: true });
  if (members.length > 0) {
    const listFile = path.join(root, '.members');
    fs.writeFileSync(listFile, `${members.join('\n')}\n`);
    await execFileAsync('tar', ['-xzf', tarball, '-C', pkgRoot, '--strip-components=1', '-T', listFile], {
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  fs.writeFileSync(done, '');
  return { root, pkgRoot };
}

/**
 * The root entry's export names of pkg@version.
 * { status: 'ok', names, unresolvedReExports } or { status: 'no-declarations', reason }.
 */
function listExports(pkg, root, pkgRoot) {
  const host = ts.createCompilerHost(TS_OPTIONS, true);
  const containing = path.join(root, '__scan__.ts');
  const resolved = ts.resolveModuleName(pkg, containing, TS_OPTIONS, host).resolvedModule;
  if (!resolved || !DECL_RE.test(resolved.resolvedFileName)) {
    const hasAnyDecl = (function walk(dir) {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory() ? walk(path.join(dir, e.name)) : DECL_RE.test(e.name)) return true;
      }
      return false;
    })(pkgRoot);
    return {
      status: 'no-declarations',
      reason: hasAnyDecl ? 'root entry resolves to no declaration file' : 'no declaration files in the package',
    };
  }
  const entry = resolved.resolvedFileName;
  const program = ts.createProgram([entry], TS_OPTIONS, host);
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(entry);
  const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
  const names = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((s) => s.name) : [];

  // Star re-exports that the program could not follow (another package, not installed).
  const unresolved = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file.fileName)) return;
    seen.add(file.fileName);
    for (const stmt of file.statements) {
      if (!ts.isExportDeclaration(stmt) || stmt.exportClause || !stmt.moduleSpecifier) continue;
      if (!ts.isStringLiteral(stmt.moduleSpecifier)) continue;
      const spec = stmt.moduleSpecifier.text;
      const r = ts.resolveModuleName(spec, file.fileName, TS_OPTIONS, host).resolvedModule;
      const target = r && program.getSourceFile(r.resolvedFileName);
      if (target) visit(target);
      else unresolved.add(spec);
    }
  };
  if (sf) visit(sf);
  return {
    status: 'ok',
    entry: path.relative(pkgRoot, entry),
    names: [...new Set(names)].sort(),
    unresolvedReExports: [...unresolved].sort(),
  };
}

/** Cached per package: version -> Promise<result>. Results are also cached on disk. */
function exportsCache(pkg) {
  const memo = new Map();
  const resultsDir = path.join(CACHE, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const get = (version) => {
    if (!memo.has(version)) {
      memo.set(
        version,
        (async () => {
          const file = path.join(resultsDir, `${safeName(pkg)}@${version}.json`);
          if (fs.existsSync(file)) {
            const cached = JSON.parse(fs.readFileSync(file, 'utf8'));
            if (cached.format === RESULT_FORMAT) return cached.result;
          }
          const { root, pkgRoot } = await fetchDeclarations(pkg, version);
          const result = listExports(pkg, root, pkgRoot);
          fs.writeFileSync(file, `${JSON.stringify({ format: RESULT_FORMAT, result })}\n`);
          return result;
        })(),
      );
    }
    return memo.get(version);
  };
  get.touched = () => [...memo.keys()];
  return get;
}

// ---------------------------------------------------------------------------------------------
// Per package

async function scanPackage(pkg) {
  const registry = await registryVersions(pkg);
  const versions = registry?.versions ?? null;
  if (versions === null || versions.length === 0) {
    return { entry: { absent: true, ...(versions ? { reason: 'no 4.0.x version at or below 4.0.527' } : {}) } };
  }
  const getExports = exportsCache(pkg);
  const namesAt = async (i) => {
    const r = await getExports(versions[i]);
    return r.status === 'ok' ? new Set(r.names) : new Set();
  };

  const last = versions.length - 1;
  /** [index, result] of every version looked at so far, ascending. */
  const touchedResults = async () => {
    const idx = getExports
      .touched()
      .map((v) => versions.indexOf(v))
      .sort((a, b) => a - b);
    return Promise.all(idx.map(async (i) => [i, await getExports(versions[i])]));
  };
  const pin = await getExports(versions[last]);
  const first = {};
  if (pin.status === 'ok' && pin.names.length > 0) {
    // Present at `last`; the bisection invariant: every name handed to solve(lo, hi) is present at
    // hi and absent at lo - 1.
    const base = await namesAt(0);
    const rest = [];
    for (const n of pin.names) {
      if (base.has(n)) first[n] = 0;
      else rest.push(n);
    }
    const solve = async (lo, hi, names) => {
      if (names.length === 0) return;
      if (lo >= hi) {
        for (const n of names) first[n] = hi;
        return;
      }
      const mid = (lo + hi) >> 1;
      const at = await namesAt(mid);
      const yes = names.filter((n) => at.has(n));
      const no = names.filter((n) => !at.has(n));
      await Promise.all([solve(lo, mid, yes), solve(mid + 1, hi, no)]);
    };
    await solve(1, last, rest);

    // A name removed and later re-added can send the bisection to the re-addition. When a version
    // probed below the first found has the name, bisect again below that version (the name is
    // absent from the first version, so the invariant holds), until no probe contradicts.
    for (let round = 0; round < 20; round++) {
      const touched = await touchedResults();
      const again = new Map();
      for (const [name, idx] of Object.entries(first)) {
        const earlier = touched.find(([i, r]) => i < idx && r.status === 'ok' && r.names.includes(name));
        if (earlier) again.set(earlier[0], [...(again.get(earlier[0]) ?? []), name]);
      }
      if (again.size === 0) break;
      await Promise.all([...again].map(([hi, names]) => solve(1, hi, names)));
    }
  }

  // Check the "once added, stays" assumption on every version that was downloaded.
  const touched = await touchedResults();
  const scanned = touched.map(([i]) => i);
  const results = new Map(touched);
  const nonMonotonic = {};
  for (const [name, idx] of Object.entries(first)) {
    const missingIn = [];
    const presentEarlierIn = [];
    for (const [i, r] of touched) {
      if (r.status !== 'ok') continue;
      const has = r.names.includes(name);
      if (i > idx && !has) missingIn.push(versions[i]);
      if (i < idx && has) presentEarlierIn.push(versions[i]);
    }
    if (missingIn.length || presentEarlierIn.length) {
      nonMonotonic[name] = {
        ...(missingIn.length ? { missingIn } : {}),
        ...(presentEarlierIn.length ? { presentEarlierIn } : {}),
      };
    }
  }

  const withoutDeclarations = scanned
    .filter((i) => results.get(i).status !== 'ok')
    .map((i) => ({ version: versions[i], reason: results.get(i).reason }));
  // Star re-exports from other packages, in any scanned version: names behind them are not known.
  const unresolvedAnywhere = {};
  for (const i of scanned) {
    const r = results.get(i);
    for (const spec of r.unresolvedReExports ?? []) (unresolvedAnywhere[spec] ??= []).push(versions[i]);
  }

  const entry = {
    pinned: versions[last],
    firstOnRegistry: versions[0],
    versionsOnRegistry: versions.length,
    versionsScanned: scanned.map((i) => versions[i]),
    unresolvedReExports: pin.status === 'ok' ? pin.unresolvedReExports : [],
    exportCount: pin.status === 'ok' ? pin.names.length : 0,
  };
  if (pin.status !== 'ok') entry.pinnedWithoutDeclarations = pin.reason;
  else entry.rootEntry = pin.entry;
  if (withoutDeclarations.length) entry.versionsWithoutDeclarations = withoutDeclarations;
  // Older versions with such re-exports: a name behind one looks absent there, so its first
  // version may come out later than the registry's real first.
  if (Object.values(unresolvedAnywhere).some((vs) => vs.some((v) => v !== versions[last]))) {
    entry.unresolvedReExportsInScannedVersions = unresolvedAnywhere;
  }
  if (Object.keys(nonMonotonic).length) entry.nonMonotonic = nonMonotonic;

  const exportsOut = Object.fromEntries(Object.entries(first).map(([n, i]) => [n, versions[i]]));

  // Carried over from the previous major: present in its newest release and at the pin -> 4.0.0.
  // A separate cache instance, so the previous major stays out of versionsScanned and the checks.
  let carriedOver = 0;
  if (registry.previousMajor) {
    entry.previousMajor = registry.previousMajor;
    const previous = await exportsCache(pkg)(registry.previousMajor);
    if (previous.status !== 'ok') entry.previousMajorWithoutDeclarations = previous.reason;
    else {
      if (previous.unresolvedReExports.length) entry.previousMajorUnresolvedReExports = previous.unresolvedReExports;
      const before = new Set(previous.names);
      for (const name of Object.keys(exportsOut)) {
        if (!before.has(name)) continue;
        if (exportsOut[name] !== '4.0.0') carriedOver++;
        exportsOut[name] = '4.0.0';
      }
    }
  }
  return { entry, exports: exportsOut, carriedOver };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  fs.mkdirSync(CACHE, { recursive: true });
  const subset = process.env.AVAILABILITY_PACKAGES?.split(',').map((s) => s.trim()).filter(Boolean);
  const list = subset ?? PACKAGES;
  const out = {
    generatedBy: 'node packages/api-reference/scripts/scan-availability.mjs',
    note:
      'Each value is the first 4.0.x version on the registry this scan reached whose root type declarations export the name, an upper bound on when it was really added because that registry lacks many 4.0.x versions, or 4.0.0 for a name the newest pre-4.0 release (previousMajor) already exported.',
    packages: {},
    exports: {},
  };
  if (!subset) for (const p of KNOWN_ABSENT) out.packages[p] = { absent: true };

  const failures = [];
  await Promise.all(
    list.map(async (pkg) => {
      try {
        const r = await scanPackage(pkg);
        out.packages[pkg] = r.entry;
        if (r.exports) out.exports[pkg] = r.exports;
        log(
          `${pkg}: ${r.entry.absent ? 'absent' : `pin ${r.entry.pinned}, ${r.entry.exportCount} exports, ${r.entry.versionsScanned.length}/${r.entry.versionsOnRegistry} versions scanned${r.entry.previousMajor ? `, previous major ${r.entry.previousMajor}: ${r.carriedOver} moved to 4.0.0` : ''}`}`,
        );
      } catch (err) {
        failures.push(`${pkg}: ${err.message}`);
      }
    }),
  );
  if (failures.length) {
    for (const f of failures) log(`FAILED ${f}`);
    log('nothing written');
    process.exit(1);
  }

  const target = process.env.AVAILABILITY_OUT ?? (subset ? null : DEFAULT_OUT);
  const text = `${JSON.stringify(sortKeys(out), null, 2)}\n`;
  if (target) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, target);
    log(`wrote ${path.relative(process.cwd(), target)}`);
  } else {
    process.stdout.write(text);
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  log(err.stack ?? String(err));
  process.exit(1);
});
