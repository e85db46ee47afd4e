/**
 * The compiled option objects of @remotion/renderer: every CLI and SSR option is an object with a
 * `cliFlag` and a `getValue({commandLine})` that returns the default when nothing is set. The CLI
 * itself reads them from `BrowserSafeApis.options` of `@remotion/renderer/client`.
 */
import { requirePackage } from './packages.js';

export type RendererOption = { key: string; cliFlag: string; getValue: (input: { commandLine: Record<string, unknown> }) => { value: unknown } };

function isOption(value: unknown): value is { cliFlag: string; getValue: RendererOption['getValue'] } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.cliFlag === 'string' && typeof candidate.getValue === 'function';
}

let cached: RendererOption[] | undefined;

/** Every option object that `@remotion/renderer/client` exports in `BrowserSafeApis.options`. */
export function rendererOptions(): RendererOption[] {
  if (cached) return cached;
  const client = requirePackage('@remotion/renderer/client') as { BrowserSafeApis?: { options?: Record<string, unknown> } };
  const options = client.BrowserSafeApis?.options;
  if (!options) throw new Error('@remotion/renderer/client no longer exports BrowserSafeApis.options');
  cached = Object.entries(options).flatMap(([key, option]) => (isOption(option) ? [{ key, cliFlag: option.cliFlag, getValue: option.getValue }] : []));
  return cached;
}

/** The default of each option with this flag (several options may share one), or the error it threw. */
export function defaultsOfFlag(flag: string): Array<{ key: string; value: unknown } | { key: string; error: string }> {
  return rendererOptions()
    .filter((option) => option.cliFlag === flag)
    .map((option) => {
      try {
        return { key: option.key, value: option.getValue({ commandLine: {} }).value };
      } catch (error) {
        return { key: option.key, error: (error as Error).message };
      }
    });
}
