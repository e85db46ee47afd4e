/**
 * `astro dev` on a catalogue of the test's choosing (`DOCS_CONTENT_DIR`), on a free loopback port,
 * with everything it prints kept for the test to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE_DIR = fileURLToPath(new URL('../../', import.meta.url));

export type DevServer = { origin: string; output(): string; stop(): Promise<void> };

/** The test's environment without what vitest sets: Astro turns hot reload off when NODE_ENV is "test". */
function devEnv(contentDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DOCS_CONTENT_DIR: contentDir,
    ASTRO_TELEMETRY_DISABLED: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'TEST') delete env[name];
  return env;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resolves once the server answers a request for `/docs/`; rejects if it exits or `timeoutMs` passes first. */
export async function startDevServer(contentDir: string, timeoutMs: number): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(SITE_DIR, 'node_modules/astro/astro.js'), 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: SITE_DIR,
    env: devEnv(contentDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: DevServer = { origin, output: () => output, stop: () => stopped(child) };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`astro dev exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(`${origin}/docs/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`astro dev did not answer within ${timeoutMs} ms:\n${output}`);
}
