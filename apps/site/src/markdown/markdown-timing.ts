/**
 * With `DOCS_BUILD_PHASES` set, the Markdown pipeline reports where its time goes: parsing, each remark
 * plugin (files it processed, time inside it) and each Shiki highlight (`src/lib/build-timing.ts`).
 * Without it, plugins and transformers are returned untouched, so an ordinary build pays nothing.
 */
import type { AstroUserConfig } from 'astro';
import { addSpan, buildRecord, cpuMs, timed } from '../lib/build-timing.js';

type MarkdownConfig = NonNullable<AstroUserConfig['markdown']>;
type RemarkPlugins = NonNullable<MarkdownConfig['remarkPlugins']>;
type ShikiTransformer = NonNullable<NonNullable<MarkdownConfig['shikiConfig']>['transformers']>[number];
type Attacher = (this: unknown, ...options: unknown[]) => unknown;
type Transformer = (tree: unknown, file: unknown) => unknown;
type Parser = (document: string, file: unknown) => unknown;

/** The plugin, with its transformer's time going to `remark:<name>`; a plugin that only adds syntax is timed inside parsing. */
function timedPlugin(plugin: Attacher): Attacher {
  const name = plugin.name || 'anonymous';
  return function (this: unknown, ...options: unknown[]) {
    const transformer = plugin.apply(this, options);
    // Unified passes a callback to transformers declaring three parameters; those are left as they are.
    if (typeof transformer !== 'function' || transformer.length > 2) return transformer;
    return (tree: unknown, file: unknown) => timed(`remark:${name}`, () => (transformer as Transformer)(tree, file));
  };
}

/** Times the processor's parser (remark-parse with every syntax extension: GFM, directives) as `markdown:parse`. */
function timedParser(this: { parser?: Parser }): void {
  const parse = this.parser;
  if (parse) this.parser = (document, file) => timed('markdown:parse', () => parse(document, file));
}

/** The remark plugins, each timed, after a plugin that times parsing; the same list when timing is off. */
export function timedRemarkPlugins(plugins: RemarkPlugins): RemarkPlugins {
  if (!buildRecord()) return plugins;
  const wrap = (plugin: unknown) => (typeof plugin === 'function' ? timedPlugin(plugin as Attacher) : plugin);
  const timedPlugins = plugins.map((entry) => (Array.isArray(entry) ? [wrap(entry[0]), entry[1]] : wrap(entry)));
  return [timedParser, ...timedPlugins] as RemarkPlugins;
}

/** A transformer timing each code block from Shiki's first step to its finished tree, as `shiki:<where>`; none when timing is off. */
export function shikiTimers(where: string): ShikiTransformer[] {
  if (!buildRecord()) return [];
  // Shiki runs one block from `preprocess` to `root` without yielding, so one pair of start values suffices.
  let wallStart = 0;
  let cpuStart = 0;
  return [
    {
      name: 'docs:build-timing',
      preprocess() {
        wallStart = performance.now();
        cpuStart = cpuMs();
      },
      root() {
        addSpan(`shiki:${where}`, performance.now() - wallStart, cpuMs() - cpuStart);
      },
    },
  ];
}
