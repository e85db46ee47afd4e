/**
 * The defaults check: what the scan of the packages' JavaScript finds (each pattern bundlers leave
 * in `dist`), and the verdict on a text's default given what was found.
 */
import { describe, expect, it } from 'vitest';
import { problemLine } from '@docs/catalogue';
import { checkTextDefaults, countVerdicts, normalizeLiteral, staleByHand, unconfirmedDefaultProblem, type CodeDefaults } from '../src/default-check.js';
import { codeDefaultsOf, scanScripts } from '../src/extract/code-defaults.js';
import type { ApiData, Member } from '../src/schema.js';
import type { ReferenceTexts, SourcedText } from '../src/texts.js';

/** The defaults the scan finds for `names` in the given scripts. */
function scan(scripts: string[], names: string[]): CodeDefaults {
  return codeDefaultsOf(scanScripts(scripts), new Set(names));
}

describe('the scan of the code', () => {
  it('reads destructuring, parameter, ?? and || defaults', () => {
    const code = scan(
      ['const f = ({ damping = 10, mass: m = 1 }, fps = 30) => damping * m;', 'const g = (o) => [o.stiffness ?? 100, o.delay || 0];'],
      ['damping', 'mass', 'fps', 'stiffness', 'delay'],
    );
    expect(code.defaults).toMatchObject({ damping: ['10'], mass: ['1'], fps: ['30'], stiffness: ['100'], delay: ['0'] });
  });

  it('reads the down-levelled ?? and null checks in ternaries', () => {
    const code = scan(
      ['const a = (_a = options.timeoutSeconds) !== null && _a !== void 0 ? _a : 300;', 'const b = options.loop === undefined ? true : options.loop;'],
      ['timeoutSeconds', 'loop'],
    );
    expect(code.defaults).toMatchObject({ timeoutSeconds: ['300'], loop: ['true'] });
  });

  it('resolves constants from another file, CommonJS exports and constant arithmetic', () => {
    const code = scan(
      [
        'exports.DEFAULT_MAX_INSTANCES = 100;',
        'var SANDBOX_TIMEOUT = 5 * 60 * 1000;',
        'const x = (o) => [o.maxInstances ?? constants_1.DEFAULT_MAX_INSTANCES, o.timeoutInMilliseconds ?? SANDBOX_TIMEOUT];',
      ],
      ['maxInstances', 'timeoutInMilliseconds'],
    );
    expect(code.defaults).toMatchObject({ maxInstances: ['100'], timeoutInMilliseconds: ['300000'] });
  });

  it('keeps object properties apart from defaults, as weaker evidence', () => {
    const code = scan(['const defaults = { strokeWidth: 1.5, palette: ["#fff", "#000"] };'], ['strokeWidth', 'palette']);
    expect(code.defaults).toEqual({});
    expect(code.values).toEqual({ palette: ["['#fff', '#000']"], strokeWidth: ['1.5'] });
  });

  it('follows a name passed on under another one, and a config setter to its option flag', () => {
    const code = scan(
      [
        'const img = ({ delayRenderRetries }) => delayRender("x", { retries: delayRenderRetries ?? undefined });',
        'const delayRender = (label, { retries = 0 }) => retries;',
        "const cliFlag = 'log';\nconst logLevelOption = { cliFlag, name: 'Log level' };",
        'const Config = { setLogLevel: logLevelOption.setConfig };',
      ],
      ['delayRenderRetries', 'setLogLevel'],
    );
    expect(code.aliases).toMatchObject({ delayRenderRetries: ['retries'], setLogLevel: ['logLevelOption'], logLevelOption: ['--log'] });
    expect(code.defaults).toMatchObject({ retries: ['0'] });
  });

  it('leaves out long literals and names nobody asked for', () => {
    const code = scan([`const f = ({ src = '${'x'.repeat(200)}', other = 1 }) => src;`], ['src']);
    expect(code.defaults).toEqual({});
  });

  it('writes literals the way the texts write them', () => {
    expect(normalizeLiteral('[ "a",  "b" ]')).toBe("['a', 'b']");
    expect(normalizeLiteral('"h264"')).toBe("'h264'");
  });
});

const member = (name: string, type: string, optional: boolean, key: string): Member => ({ name, type, optional, key });

const DATA: ApiData = {
  generatedBy: 'test',
  pinnedVersion: '4.0.527',
  packages: {},
  exports: {
    'remotion#spring': {
      package: 'remotion',
      name: 'spring',
      module: 'remotion',
      kind: 'function',
      signatures: [],
      members: [
        member('damping', 'number', true, 'remotion#SpringConfig.damping'),
        member('mass', 'number', true, 'remotion#SpringConfig.mass'),
        member('reverse', 'boolean', true, 'remotion#spring.reverse'),
        member('loop', 'boolean', true, 'remotion#spring.loop'),
        member('label', 'string', true, 'remotion#spring.label'),
      ],
    },
  },
  cliFlagGroups: { renderMedia: [{ flag: 'log', apiName: 'logLevel', type: 'LogLevel', default: "'info'" }] },
  rendererOptions: { log: { apiName: 'logLevel', default: "'info'" } },
};

function texts(entries: Record<string, string>, options: Record<string, string> = {}): ReferenceTexts {
  const sourced = (entry: string, value: string): SourcedText => ({
    text: 'A description of the member.',
    default: value,
    file: 'data/texts/remotion.yaml',
    entry,
    line: 3,
  });
  return {
    members: new Map(Object.entries(entries).map(([key, value]) => [key, sourced(key.slice(key.indexOf('#') + 1), value)])),
    options: new Map(Object.entries(options).map(([id, value]) => [id, { ...sourced(id, value), file: 'data/texts/options.yaml' }])),
    order: {},
    hidden: {},
  };
}

describe('the verdict on a text default', () => {
  const code: CodeDefaults = { defaults: { damping: ['10'], loop: ['true'] }, values: { mass: ['1'] }, aliases: {} };

  it('confirms a default the code sets, as a default or as a property value', () => {
    const verdicts = checkTextDefaults(texts({ 'remotion#SpringConfig.damping': '10', 'remotion#SpringConfig.mass': '1' }), DATA, code);
    expect(verdicts.map((each) => each.status)).toEqual(['confirmed', 'confirmed']);
  });

  it('rejects a literal the code does not set, naming the file, line, entry and what the code has', () => {
    const [verdict] = checkTextDefaults(texts({ 'remotion#SpringConfig.damping': '12' }), DATA, code);
    expect(verdict!.status).toBe('unconfirmed');
    expect(problemLine(unconfirmedDefaultProblem(verdict!))).toBe(
      'data/texts/remotion.yaml:3 error default-not-in-code: SpringConfig.damping: default 12 is not in the code (it has: 10)',
    );
  });

  it('accepts false for an optional boolean the code never defaults, but not one it defaults to true', () => {
    const verdicts = checkTextDefaults(texts({ 'remotion#spring.reverse': 'false', 'remotion#spring.loop': 'false' }), DATA, code);
    expect(verdicts.map((each) => each.status)).toEqual(['absent-is-false', 'unconfirmed']);
  });

  it('counts defaults in words apart, and checks option texts against the option map', () => {
    const verdicts = checkTextDefaults(texts({ 'remotion#spring.label': 'the name of the composition' }, { log: "'info'" }), DATA, code);
    expect(countVerdicts(verdicts)).toMatchObject({ 'in-words': 1, confirmed: 1, unconfirmed: 0 });
  });

  it('takes a default a reader found by hand, and reports a by-hand entry nothing needs', () => {
    const byHand = { 'remotion#SpringConfig.damping': 'set in a switch statement of spring.js', 'remotion#spring.gone': 'a default no text writes any more' };
    const verdicts = checkTextDefaults(texts({ 'remotion#SpringConfig.damping': '12' }), DATA, code, byHand);
    expect(verdicts.map((each) => each.status)).toEqual(['by-hand']);
    expect(staleByHand(verdicts, byHand)).toEqual(['remotion#spring.gone']);
  });
});
