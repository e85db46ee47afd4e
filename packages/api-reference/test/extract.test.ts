/**
 * The extractor on fixture declarations (test/fixtures/fixture-pkg): overloads, generic options,
 * union variants, `@default`, deprecations, re-exports, mapped types and nested options.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractApi } from '../src/extract/index.js';
import { ApiDataSchema, exportKey, type ApiData, type ApiExport, type Member } from '../src/schema.js';

const fixture = fileURLToPath(new URL('./fixtures/fixture-pkg', import.meta.url));
let rootDir: string;
let data: ApiData;
let problems: string[];

beforeAll(() => {
  // Module resolution looks in node_modules, which the repository ignores: install the fixture into a temporary one.
  rootDir = mkdtempSync(path.join(tmpdir(), 'api-extract-'));
  cpSync(fixture, path.join(rootDir, 'node_modules', 'fixture-pkg'), { recursive: true });
  ({ data, problems } = extractApi({
    rootDir,
    pinnedVersion: '1.0.0',
    pins: { 'fixture-pkg': { status: 'pinned', version: '1.0.0' }, 'absent-pkg': { status: 'unpublished' } },
    generatedBy: 'test',
    ownsFile: (fileName) => fileName.includes(`${path.sep}fixture-pkg${path.sep}`),
  }));
});
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

const get = (name: string): ApiExport => {
  const found = data.exports[exportKey('fixture-pkg', name)];
  if (!found) throw new Error(`no export ${name}; have ${Object.keys(data.exports).join(', ')}`);
  return found;
};
const membersOfFirstParameter = (name: string): Member[] => get(name).signatures[0]!.parameters[0]!.members ?? [];
const member = (members: Member[], name: string): Member => {
  const found = members.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no member ${name}; have ${members.map((candidate) => candidate.name).join(', ')}`);
  return found;
};

describe('extractApi on the fixture package', () => {
  it('produces data that passes the schema, with no problems', () => {
    expect(problems).toEqual([]);
    expect(ApiDataSchema.parse(data)).toEqual(data);
    expect(data.packages['absent-pkg']).toEqual({ status: 'unpublished' });
  });

  it('lists every signature of an overloaded function, parameter names as declared', () => {
    const pick = get('pick');
    expect(pick.kind).toBe('function');
    expect(pick.signatures.map((signature) => signature.text)).toEqual(['pick(value: number): number', 'pick(value: string, options?: PickOptions): string']);
    expect(pick.signatures[1]!.parameters[1]).toMatchObject({ name: 'options', optional: true, type: 'PickOptions' });
    expect(member(pick.signatures[1]!.parameters[1]!.members!, 'strict')).toEqual({
      name: 'strict',
      type: 'boolean',
      optional: true,
      default: 'false',
      key: 'fixture-pkg#PickOptions.strict',
    });
  });

  it('keeps type parameters with their constraints and reads generic options', () => {
    const select = get('select').signatures[0]!;
    expect(select.typeParameters).toEqual(['T extends Record<string, unknown>']);
    expect(select.text).toBe('select<T extends Record<string, unknown>>(options: SelectOptions<T>): T');
    expect(select.parameters[0]!.members!.map((found) => [found.name, found.type, found.optional])).toEqual([
      ['items', 'T[]', false],
      ['limit', 'number', true],
    ]);
  });

  it('merges the members of union variants and keeps only literal @default values', () => {
    const members = membersOfFirstParameter('encode');
    expect(member(members, 'codec')).toMatchObject({ type: "'h264' | 'prores'", optional: false });
    expect(member(members, 'crf').optional).toBe(true);
    expect(member(members, 'proResProfile')).toMatchObject({ optional: true, type: "'hq' | '4444'" });
    expect(member(members, 'quality').default).toBe('80');
    // A prose default is the package's wording, not a value: it is dropped.
    expect(member(members, 'concurrency')).not.toHaveProperty('default');
    expect(member(members, 'concurrency').type).toBe('number | null');
  });

  it('reads members that exist only through a mapped type', () => {
    expect(
      membersOfFirstParameter('renderThing')
        .map((found) => found.name)
        .sort(),
    ).toEqual(['frame', 'jpegQuality', 'logLevel']);
  });

  it('expands a nested options object one level, but not data that is passed through', () => {
    const members = membersOfFirstParameter('animate');
    expect(member(members, 'config').members?.map((found) => found.name)).toEqual(['mass', 'damping']);
    expect(member(members, 'size')).not.toHaveProperty('members');
  });

  it('never takes parameter names from @param tags', () => {
    const makeShape = get('makeShape').signatures[0]!;
    expect(makeShape.parameters.map((parameter) => parameter.name)).toEqual(['options']);
    expect(makeShape.parameters[0]!.members!.map((found) => found.name)).toEqual(['height']);
  });

  it('tells components, hooks, classes, constants and types apart', () => {
    expect(get('Card').kind).toBe('component');
    expect(get('Card').members!.map((found) => [found.name, found.deprecated ?? false])).toEqual([
      ['title', false],
      ['subtitle', true],
    ]);
    expect(get('useThing').kind).toBe('hook');
    expect(get('Timer').kind).toBe('class');
    expect(get('Timer').signatures[0]!.text).toBe('new Timer(milliseconds: number): Timer');
    expect(get('VERSION')).toMatchObject({ kind: 'constant', typeText: "'1.0.0'" });
    expect(get('SpringLike').kind).toBe('type');
  });

  it('follows re-exports: named, renamed and star, and documents a name from the root before a subpath', () => {
    expect(get('helper').signatures[0]!.text).toBe('helper(input: string): string');
    expect(get('aliasName').signatures[0]!.text).toBe('aliasName(input: string): string');
    expect(get('fromStar').kind).toBe('function');
    expect(get('onlyInSubpath').module).toBe('fixture-pkg/extra');
    expect(get('pick').module).toBe('fixture-pkg');
  });

  it('records a deprecation as the replacement it names, never its wording', () => {
    expect(get('oldPick').deprecated).toEqual({ replacement: { package: 'fixture-pkg', name: 'pick' } });
    expect(JSON.stringify(data)).not.toContain('instead');
  });

  it('writes the same data twice for the same input', () => {
    const again = extractApi({
      rootDir,
      pinnedVersion: '1.0.0',
      pins: { 'fixture-pkg': { status: 'pinned', version: '1.0.0' }, 'absent-pkg': { status: 'unpublished' } },
      generatedBy: 'test',
      ownsFile: (fileName) => fileName.includes('fixture-pkg'),
    });
    expect(JSON.stringify(again.data)).toBe(JSON.stringify(data));
  });
});

describe('the modules read', () => {
  it('are the root and the plain subpaths: a pattern (./fonts/*) and a JSON file (./package.json) are no modules', () => {
    expect(new Set(Object.values(data.exports).map((found) => found.module))).toEqual(new Set(['fixture-pkg', 'fixture-pkg/extra']));
    expect(problems).toEqual([]);
  });
});

describe('what readers get from the declarations', () => {
  it('resolves a tuple rest parameter to the current variant and lists its options', () => {
    const build = get('build').signatures;
    expect(build.map((signature) => signature.text)).toEqual(['build(options: BuildOptions): Promise<string>']);
    expect(build[0]!.parameters[0]!.members!.map((found) => [found.name, found.optional])).toEqual([
      ['entry', false],
      ['minify', true],
    ]);
  });

  it('leaves out _ names, @internal and @hidden members, spells out literal unions and names a deprecated member’s replacement', () => {
    const members = membersOfFirstParameter('move');
    expect(members.map((found) => found.name)).toEqual(['direction', 'heading']);
    expect(member(members, 'direction').type).toBe("'left' | 'right' | 'up'");
    expect(member(members, 'heading')).toMatchObject({ deprecated: true, replacedBy: 'direction', key: 'fixture-pkg#MoveOptions.heading' });
  });

  it('unwraps a promised return value and lists its fields; keys anonymous options by the export', () => {
    const signature = get('measure').signatures[0]!;
    expect(signature.returnValue).toMatchObject({ type: 'MeasureResult', promise: true });
    expect(signature.returnValue!.members!.map((found) => found.key)).toEqual(['fixture-pkg#MeasureResult.width', 'fixture-pkg#MeasureResult.height']);
    expect(signature.parameters[0]!.members!.map((found) => found.key)).toEqual(['fixture-pkg#measure.text', 'fixture-pkg#measure.font']);
  });

  it('prints a callback alias as the signature it stands for, without parentheses left from `| undefined`', () => {
    const members = membersOfFirstParameter('tick');
    expect(member(members, 'onTick').type).toBe('(frame: number) => void');
    expect(member(members, 'onDone').type).toBe('(total: number) => void');
  });

  it('merges overloads that take the same parameters into one signature', () => {
    expect(get('blend').signatures.map((signature) => signature.text)).toEqual(['blend(input: number | string, options?: {…}): number | string']);
  });

  it('marks props one of which a variant requires, and reads statics and the ref handle with its events', () => {
    const viewer = get('Viewer');
    expect(viewer.kind).toBe('component');
    expect(member(viewer.members!, 'source')).toMatchObject({ optional: true, alternatives: ['loadSource'] });
    expect(viewer.statics!.map((found) => [found.name, found.kind])).toEqual([
      ['Viewer.Track', 'component'],
      ['Viewer.isSupported', 'function'],
    ]);
    expect(viewer.statics![0]!.members!.map((found) => found.name)).toEqual(['label', 'offset']);
    expect(viewer.ref!.methods.map((method) => method.signature)).toEqual([
      'seekTo(frame: number): void',
      'addEventListener<Q extends ViewerEventName>(name: Q, callback: ViewerListener<Q>): void',
    ]);
    expect(viewer.ref!.events).toEqual([
      { name: 'seeked', payload: '{ frame: number }', key: 'fixture-pkg#ViewerEventMap.seeked' },
      { name: 'ended', key: 'fixture-pkg#ViewerEventMap.ended' },
    ]);
  });
});
