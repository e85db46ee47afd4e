/**
 * `DOCS_BUILD_PHASES=/abs/phases.json astro build` (the config's `buildPhasesFile`) writes one JSON
 * file saying where the build's time went: wall and CPU time between Astro's build hooks (the
 * phases), the spans and counters of `src/lib/build-timing.ts` (catalogue loads, Markdown parsing,
 * Shiki) and the files written while pages render. Without the file this integration has no hooks at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../config/resolve';
import { countUp, startBuildRecord } from '../lib/build-timing';

/** `cpuMs` is user + system time of the process since it started; `systemMs` the kernel's part (file writing shows there). */
type Mark = { name: string; wallMs: number; cpuMs: number; systemMs: number };
export type Phase = { name: string; from: string; to: string; wallMs: number; cpuMs: number; systemMs: number };

/** The phase that starts at each mark, in build order (`astro build` syncs content between config:done and build:start). */
const PHASE_FROM: Record<string, string> = {
  'process start': 'start-up: Node, Astro, the config file',
  'config:setup': 'config hooks: catalogue load and validation, routes',
  'config:done': 'content sync (an empty collection) and types; page bodies start (markdown-it, Shiki; on worker threads when many)',
  'build:start': 'collecting pages',
  'build:setup server': 'server build (Vite), page bodies rendering beside it',
  'build:setup client': 'the demo bundle (built or reused), then the client build (Vite)',
  'client bundle closed': 'page render and file writing (each page waits for its body, which may still be rendering)',
  'build:generated': 'after render: assets, cleanup',
};

function phasesOf(marks: readonly Mark[]): Phase[] {
  return marks.slice(1).map((to, index) => {
    const from = marks[index]!;
    return {
      name: PHASE_FROM[from.name] ?? from.name,
      from: from.name,
      to: to.name,
      wallMs: to.wallMs - from.wallMs,
      cpuMs: to.cpuMs - from.cpuMs,
      systemMs: to.systemMs - from.systemMs,
    };
  });
}

/**
 * Counts the files Astro writes while rendering and their bytes. Their time cannot be told apart
 * from rendering (four pages render at once, each write overlaps the others' rendering): the
 * kernel's share of the phase's CPU time (`systemMs`) is where writing shows.
 */
function countWrites(): () => void {
  const promises = fs.promises;
  const { writeFile } = promises;
  promises.writeFile = ((file: Parameters<typeof writeFile>[0], data: Parameters<typeof writeFile>[1], ...rest: unknown[]) => {
    countUp('files written');
    countUp('bytes written', typeof data === 'string' ? Buffer.byteLength(data) : ArrayBuffer.isView(data) ? data.byteLength : 0);
    return (writeFile as (...args: unknown[]) => Promise<void>)(file, data, ...rest);
  }) as typeof writeFile;
  return () => {
    promises.writeFile = writeFile;
  };
}

/** Starts the record when called, so call it before the Markdown settings are made. */
export function buildPhasesIntegration({ buildPhasesFile: file, contentDir }: SiteConfig): AstroIntegration {
  if (!file) return { name: 'docs:build-phases', hooks: {} };
  const record = startBuildRecord();
  const marks: Mark[] = [{ name: 'process start', wallMs: 0, cpuMs: 0, systemMs: 0 }];
  const mark = (name: string): void => {
    const { user, system } = process.cpuUsage();
    marks.push({ name, wallMs: performance.now(), cpuMs: (user + system) / 1000, systemMs: system / 1000 });
  };
  let stopCounting = () => {};
  return {
    name: 'docs:build-phases',
    hooks: {
      'astro:config:setup': () => mark('config:setup'),
      'astro:config:done': () => mark('config:done'),
      'astro:build:start': () => mark('build:start'),
      'astro:build:setup': ({ target, updateConfig }) => {
        mark(`build:setup ${target}`);
        if (target !== 'client') return;
        // No hook marks the end of the client build, where page rendering starts; a Vite plugin can.
        updateConfig({
          plugins: [
            {
              name: 'docs:build-phases',
              closeBundle() {
                mark('client bundle closed');
                stopCounting = countWrites();
              },
            },
          ],
        });
      },
      'astro:build:generated': () => {
        stopCounting();
        mark('build:generated');
      },
      'astro:build:done': ({ pages }) => {
        mark('build:done');
        const result = {
          node: process.version,
          contentDir,
          pages: pages.length,
          totalWallMs: marks.at(-1)!.wallMs,
          totalCpuMs: marks.at(-1)!.cpuMs,
          phases: phasesOf(marks),
          marks,
          spans: record.spans,
          counters: record.counters,
        };
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      },
    },
  };
}
