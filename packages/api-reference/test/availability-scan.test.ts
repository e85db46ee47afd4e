/** The registry scan's pure parts: which versions it reads, the bisection, the carry-over and the entry it writes. */
import { describe, expect, it } from 'vitest';
import { availabilityFile } from '../src/availability-scan/availability-file.js';
import { bisectFirstVersions, contradictions } from '../src/availability-scan/bisect.js';
import { carryOver } from '../src/availability-scan/carry-over.js';
import { scanPackage } from '../src/availability-scan/scan-package.js';
import type { VersionExports } from '../src/availability-scan/version-exports.js';
import { pinOf } from '../src/extract/pins.js';
import { lineOf, previousMajorRelease, releasesUpToPin } from '../src/versions.js';

const REGISTRY = [
  '1.0.0',
  '3.3.9',
  '3.3.10',
  '4.0.0-alpha.1',
  '4.0.0',
  '4.0.10',
  '4.0.2',
  '4.0.3-beta',
  '4.0.3+build',
  'v4.0.4',
  '4.0.11',
  '4.0.12',
  '4.1.0',
  '5.0.0',
];

describe('the versions the scan reads', () => {
  it('keeps the plain releases of the pin’s line up to the pin, in numeric order', () => {
    expect(releasesUpToPin('4.0.11', REGISTRY)).toEqual(['4.0.0', '4.0.2', '4.0.10', '4.0.11']);
    expect(releasesUpToPin('4.0.1', REGISTRY)).toEqual(['4.0.0']);
    expect(releasesUpToPin('4.0.11', ['3.3.10', '4.1.0'])).toEqual([]);
  });

  it('finds the newest release before the pin’s major, compared as numbers', () => {
    expect(previousMajorRelease('4.0.11', REGISTRY)).toBe('3.3.10');
    expect(previousMajorRelease('4.0.11', ['4.0.0', '4.0.1'])).toBeUndefined();
  });

  it('names the line and its first version', () => {
    expect(lineOf('4.0.527')).toEqual({ label: '4.0.x', first: '4.0.0' });
  });

  it('pins the extraction to the same versions: the pin, the newest before it, or none', () => {
    expect(pinOf('4.0.12', REGISTRY)).toEqual({ status: 'pinned', version: '4.0.12' });
    expect(pinOf('4.0.9', REGISTRY)).toEqual({ status: 'older', version: '4.0.2', newestOnRegistry: '5.0.0' });
    expect(pinOf('4.0.9', ['3.3.10'])).toEqual({ status: 'unpublished' });
    expect(pinOf('4.0.9', undefined)).toEqual({ status: 'unpublished' });
  });
});

/** A fake package: the names each version (by index) exports, and a record of the versions asked. */
function fakePackage(namesByIndex: Array<string[] | undefined>) {
  const asked: number[] = [];
  const namesAt = async (index: number) => {
    asked.push(index);
    const names = namesByIndex[index];
    return names === undefined ? undefined : new Set(names);
  };
  return { namesAt, asked };
}

/** 16 versions: `a` from the start, `b` from version 5, `c` from version 12. */
const growing = Array.from({ length: 16 }, (_, index) => ['a', ...(index >= 5 ? ['b'] : []), ...(index >= 12 ? ['c'] : [])]);

describe('the bisection', () => {
  it('finds each export’s first version, asking each version at most once and far fewer than all', async () => {
    const { namesAt, asked } = fakePackage(growing);
    const bisection = await bisectFirstVersions(growing.length, namesAt);
    expect(bisection.first).toEqual({ a: 0, b: 5, c: 12 });
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.length).toBeLessThan(10);
    expect(bisection.probed.map(([index]) => index)).toEqual([...asked].sort((x, y) => x - y));
    expect(contradictions(bisection)).toEqual({});
  });

  it('asks nothing more when the pinned version exports nothing or has no declarations', async () => {
    for (const pinned of [[], undefined]) {
      const { namesAt, asked } = fakePackage([['a'], ['a'], pinned]);
      expect(await bisectFirstVersions(3, namesAt)).toEqual({ first: {}, probed: [[2, pinned === undefined ? undefined : new Set()]] });
      expect(asked).toEqual([2]);
    }
  });

  it('bisects again below a probe that shows a name earlier, and reports what contradicts "once added, stays"', async () => {
    // `x` is exported in 2..5, removed in 6..11 and back from 12 on; `y` from 4 on. The first
    // bisection of `x` lands on 12, but the probe of 2 (made for `y`) has it: `x` is bisected again below 2.
    const flapping = Array.from({ length: 16 }, (_, index) => ['a', ...((index >= 2 && index <= 5) || index >= 12 ? ['x'] : []), ...(index >= 4 ? ['y'] : [])]);
    const { namesAt } = fakePackage(flapping);
    const bisection = await bisectFirstVersions(flapping.length, namesAt);
    expect(bisection.first).toEqual({ a: 0, x: 2, y: 4 });
    expect(bisection.probed.map(([index]) => index)).toEqual([0, 1, 2, 3, 4, 8, 10, 11, 12, 15]);
    expect(contradictions(bisection)).toEqual({ x: { missingIn: [8, 10, 11] } });
  });

  it('counts a version without declarations as exporting nothing, and leaves it out of the contradictions', async () => {
    const withGap = growing.map((names, index) => (index === 7 ? undefined : names));
    const { namesAt } = fakePackage(withGap);
    const bisection = await bisectFirstVersions(withGap.length, namesAt);
    expect(bisection.first.a).toBe(0);
    expect(contradictions(bisection)).toEqual({});
  });
});

describe('the carry-over from the previous major', () => {
  it('moves the names the previous major exported to the line’s first version, counting those that moved', () => {
    const result = carryOver({ a: '4.0.0', b: '4.0.7', c: '4.0.9' }, new Set(['a', 'b', 'gone']), '4.0.0');
    expect(result).toEqual({ exports: { a: '4.0.0', b: '4.0.0', c: '4.0.9' }, carriedOver: 1 });
  });
});

/** A fake registry of one package, read through `scanPackage` as the scan reads a real one. */
function exportsAtOf(byVersion: Record<string, VersionExports>) {
  return async (version: string) => byVersion[version] ?? { status: 'no-declarations' as const, reason: 'no declaration files in the package' };
}
const ok = (names: string[], unresolvedReExports: string[] = []): VersionExports => ({ status: 'ok', entry: 'dist/index.d.ts', names, unresolvedReExports });

describe('one package’s entry', () => {
  it('records the pin, the versions scanned, the first versions and the carry-over', async () => {
    const scan = await scanPackage(
      '4.0.3',
      ['3.0.0', '4.0.0', '4.0.1', '4.0.2', '4.0.3', '4.0.4'],
      exportsAtOf({ '3.0.0': ok(['a', 'old']), '4.0.0': ok(['a']), '4.0.1': ok(['a']), '4.0.2': ok(['a', 'b']), '4.0.3': ok(['a', 'b']) }),
    );
    expect(scan).toEqual({
      entry: {
        pinned: '4.0.3',
        firstOnRegistry: '4.0.0',
        versionsOnRegistry: 4,
        versionsScanned: ['4.0.0', '4.0.1', '4.0.2', '4.0.3'],
        unresolvedReExports: [],
        exportCount: 2,
        rootEntry: 'dist/index.d.ts',
        previousMajor: '3.0.0',
      },
      exports: { a: '4.0.0', b: '4.0.2' },
      carriedOver: 0,
    });
  });

  it('says what it could not see: versions without declarations, star re-exports of other packages', async () => {
    const scan = await scanPackage('4.0.2', ['4.0.0', '4.0.1', '4.0.2'], exportsAtOf({ '4.0.1': ok(['a'], ['remotion']), '4.0.2': ok(['a']) }));
    expect(scan.entry).toMatchObject({
      versionsWithoutDeclarations: [{ version: '4.0.0', reason: 'no declaration files in the package' }],
      unresolvedReExportsInScannedVersions: { remotion: ['4.0.1'] },
    });
    expect(scan.exports).toEqual({ a: '4.0.1' });
  });

  it('is absent when the registry does not know the package, with a reason when it has no version of the line', async () => {
    expect(await scanPackage('4.0.2', undefined, exportsAtOf({}))).toEqual({ entry: { absent: true }, carriedOver: 0 });
    expect((await scanPackage('4.0.2', ['3.0.0'], exportsAtOf({}))).entry).toEqual({ absent: true, reason: 'no 4.0.x version at or below 4.0.2' });
  });
});

describe('the file', () => {
  it('sorts keys all the way down and leaves absent packages out of the exports', () => {
    const scans = new Map([
      ['b', { entry: { absent: true as const }, carriedOver: 0 }],
      [
        'a',
        {
          entry: { pinned: '4.0.1', firstOnRegistry: '4.0.0', versionsOnRegistry: 2, versionsScanned: ['4.0.1'], unresolvedReExports: [], exportCount: 2 },
          exports: { z: '4.0.1', y: '4.0.0' },
          carriedOver: 0,
        },
      ],
    ]);
    const text = availabilityFile('4.0.1', scans, 'test');
    expect(text.endsWith('}\n')).toBe(true);
    const file = JSON.parse(text);
    expect(Object.keys(file)).toEqual(['exports', 'generatedBy', 'note', 'packages']);
    expect(file.exports).toEqual({ a: { y: '4.0.0', z: '4.0.1' } });
    expect(Object.keys(file.exports.a)).toEqual(['y', 'z']);
    expect(Object.keys(file.packages)).toEqual(['a', 'b']);
    expect(file.note).toMatch(
      /^Each value is the first 4\.0\.x version .* or 4\.0\.0 for a name the newest pre-4\.0 release \(previousMajor\) already exported\.$/,
    );
  });
});
