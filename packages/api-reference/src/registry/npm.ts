/** Asking the npm registry through the `npm` client on PATH: the extraction and the availability scan share these. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Runs `npm` quietly (no update notice, funding or audit lines), in `cwd` when given. */
export function npm(args: readonly string[], cwd?: string): Promise<{ stdout: string; stderr: string }> {
  return execFileAsync('npm', [...args], {
    ...(cwd === undefined ? {} : { cwd }),
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
  });
}

/** Every version the registry lists for a package, or undefined when it does not know the package (E404). */
export async function publishedVersions(name: string, cwd?: string): Promise<string[] | undefined> {
  let stdout: string;
  try {
    ({ stdout } = await npm(['view', name, 'versions', '--json'], cwd));
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const text = `${stdout}${stderr}`;
    if (/E404|404 Not Found/.test(text)) return undefined;
    throw new Error(`npm view ${name} versions failed: ${text.trim().split('\n').slice(-3).join(' ')}`);
  }
  const parsed: unknown = JSON.parse(stdout);
  // A package with one version is listed as a string.
  return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
}
