/**
 * What a run needs before it measures anything: the bench package's own dependencies (installed
 * here, on first run, with npm — never by the workspace install), GNU time, Chromium, and the
 * workspace packages built (the library, the CLI and what the site imports).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, CHROMIUM_PATH, ROOT_DIR, TIME_BINARY } from './paths.mjs';

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status === 0;
}

/** The npm that installs the lockfile when the system's npm refuses it (see below). */
const NPM_FALLBACK = 'npm@10.9.4';

/** npm ci from the lockfile when node_modules is missing or older than the lockfile. */
export function ensureBenchDependencies(log) {
  const lock = path.join(BENCH_DIR, 'package-lock.json');
  const marker = path.join(BENCH_DIR, 'node_modules', '.package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  log(
    `Installing the bench's own dependencies (Docusaurus, Starlight, Lighthouse, playwright-core) into ${path.relative(ROOT_DIR, BENCH_DIR)}/node_modules — once, a few minutes…`,
  );
  const args = existsSync(lock) ? ['ci', '--prefix', BENCH_DIR, '--no-fund', '--no-audit'] : ['install', '--prefix', BENCH_DIR, '--no-fund', '--no-audit'];
  if (sh('npm', args, { cwd: BENCH_DIR })) return;
  // npm 11 refuses a lockfile that lacks optional packages of other platforms, even ones the registry
  // never published (@swc/html-darwin-arm64@1.16.21); npm 10, the one Node 20 ships, installs it as it is.
  log('  npm failed; trying npm 10 (npm 11 rejects optional platform packages missing from the lockfile)…');
  if (!sh('npx', ['-y', NPM_FALLBACK, ...args], { cwd: BENCH_DIR })) throw new Error(`npm ${args.join(' ')} failed`);
}

/** turbo finds pnpm on PATH only; run through npx with the root's pnpm version when it is not there (`node bench/run.mjs`). */
function turboCommand(args) {
  const turbo = path.join(ROOT_DIR, 'node_modules', '.bin', 'turbo');
  if (spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0) return [turbo, args];
  const packageManager = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')).packageManager ?? 'pnpm';
  return ['npx', ['-y', packageManager, 'exec', 'turbo', ...args]];
}

export function ensureTools(log) {
  if (!existsSync(TIME_BINARY)) {
    log(`${TIME_BINARY} (GNU time) is missing; installing it with apt-get…`);
    const asRoot = process.getuid?.() === 0;
    if (!asRoot || !sh('apt-get', ['install', '-y', '-qq', 'time'])) throw new Error(`install GNU time (\`apt-get install time\`), needed for ${TIME_BINARY}`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}: install Debian's \`chromium\` or set CHROMIUM_PATH`);
}

/**
 * Builds the workspace packages with turbo (cached, so cheap when nothing changed). The site is
 * left out: the bench builds its own copy. A failure is reported, not fatal, when the outputs the
 * bench needs are already there (someone may be mid-edit in another package).
 */
export function buildWorkspacePackages(log) {
  log('Building the workspace packages (turbo, site excluded)…');
  const [command, args] = turboCommand(['run', 'build', '--filter=!@docs/site', '--output-logs=errors-only']);
  const ok = sh(command, args, { cwd: ROOT_DIR });
  const needed = [path.join(ROOT_DIR, 'packages', 'catalogue', 'dist', 'node', 'index.js')];
  if (!ok) {
    if (needed.every((file) => existsSync(file))) log('  the package build failed; going on with the outputs already there');
    else throw new Error('the workspace packages do not build and there is no earlier output to use');
  }
}
