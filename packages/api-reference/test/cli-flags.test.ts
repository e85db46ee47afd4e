/** The renderer's option map as CLI flag groups: flags, API names, printed types and defaults. */
import { describe, expect, it } from 'vitest';
import { cliFlagGroupsOf, defaultOfOption, type RuntimeOptionsMap } from '../src/extract/cli-flags.js';

const option = (cliFlag: unknown, value: unknown, ssrName?: string) => ({ cliFlag, ssrName, getValue: () => ({ value }) });

describe('cliFlagGroupsOf', () => {
  it('lists each option with a CLI flag, its API name, the declared type and its default as a literal', () => {
    const runtime: RuntimeOptionsMap = {
      renderMedia: {
        jpegQuality: option('jpeg-quality', 80, 'jpegQuality'),
        logLevel: option('log', 'info', 'logLevel'),
        concurrency: option('concurrency', null, 'concurrency'),
        internal: { ssrName: 'x' },
      },
    };
    const types = new Map([
      ['renderMedia.jpegQuality', 'number'],
      ['renderMedia.logLevel', "'info' | 'verbose'"],
    ]);
    expect(cliFlagGroupsOf(runtime, types)).toEqual({
      renderMedia: [
        { flag: 'jpeg-quality', apiName: 'jpegQuality', type: 'number', default: '80' },
        { flag: 'log', apiName: 'logLevel', type: "'info' | 'verbose'", default: "'info'" },
        // A default of null is decided at run time: none is claimed. A type the declarations lack is said to be unknown.
        { flag: 'concurrency', apiName: 'concurrency', type: 'unknown' },
      ],
    });
  });

  it('claims no default when getValue throws or is missing', () => {
    expect(
      defaultOfOption({
        getValue: () => {
          throw new Error('needs a config');
        },
      }),
    ).toBeUndefined();
    expect(defaultOfOption({})).toBeUndefined();
    expect(defaultOfOption(option('x', false))).toBe('false');
  });
});
