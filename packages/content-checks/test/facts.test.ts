/**
 * The checkable facts that page bodies state (facts/*.json) hold against the installed Remotion
 * packages; and the checker itself rejects malformed entries and a false claim of every kind.
 */
import { problemLine } from '@docs/catalogue';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadPinnedPackages } from '@docs/api-reference/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenClaims, findInstead, loadEnvironment, type Environment } from './facts/check.js';
import { PACKAGE_DIR, packageRoot } from './facts/packages.js';
import { parseFactsFile, type Fact, type SourcedFact } from './facts/schema.js';
import { catalogue } from './load.js';

const pinned = loadPinnedPackages();
if (!pinned.pinned) throw new Error(pinned.problems.map(problemLine).join('\n'));
/** The version the docs describe: the one pinned in @docs/api-reference's data/packages.yaml. */
const REMOTION_VERSION = pinned.pinned.pinnedVersion;
const factsDir = path.join(PACKAGE_DIR, 'facts');
const pageIds = new Set(Object.keys(catalogue.docs));

/** Every facts file, validated: the claims to check and the problems of malformed entries. */
function readFactsFiles(): { facts: SourcedFact[]; problems: string[]; files: string[] } {
  const files = readdirSync(factsDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const facts: SourcedFact[] = [];
  const problems: string[] = [];
  for (const name of files) {
    const file = `facts/${name}`;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(factsDir, name), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const parsed = parseFactsFile(file, json, pageIds);
    facts.push(...parsed.facts);
    problems.push(...parsed.problems);
  }
  return { facts, problems, files };
}

/** One false claim of each kind, each with the part of the report that says what is there instead. */
const falseClaims: Array<[Fact, string]> = [
  [{ page: 'timeout', kind: 'cli-flag', flag: 'jpeg-qualty' }, 'did you mean "jpeg-quality"?'],
  [{ page: 'timeout', kind: 'default', flag: 'jpeg-quality', value: 90 }, 'defaults to 80'],
  [{ page: 'timeout', kind: 'export', package: '@remotion/renderer', name: 'renderVideo' }, '@remotion/renderer has no export renderVideo'],
  [{ page: 'timeout', kind: 'option', package: '@remotion/renderer', function: 'renderStill', name: 'jpegQualty' }, 'did you mean "jpegQuality"?'],
  [{ page: 'timeout', kind: 'option', package: '@remotion/player', function: 'Player', name: 'autoplay' }, 'did you mean "autoPlay"?'],
  [{ page: 'timeout', kind: 'option', package: '@remotion/renderer', function: 'renderMedia', name: 'chromiumOptions.gll' }, 'did you mean "gl"?'],
  [
    { page: 'timeout', kind: 'option', package: '@remotion/renderer', function: 'renderMedia', name: 'chromeOptions.gl' },
    'renderMedia() has no option chromeOptions',
  ],
  [
    { page: 'timeout', kind: 'value', package: '@remotion/lambda-client', file: 'dist/cjs/constants.js', path: 'DEFAULT_TIMEOUT', value: 900 },
    'DEFAULT_TIMEOUT is 120',
  ],
  [
    { page: 'timeout', kind: 'text', package: 'remotion', file: 'dist/cjs/delay-render.js', contains: 'was cleared but never called' },
    'does not contain this text',
  ],
];

/** The same kinds, true: the checker must not reject what the packages do say. */
const trueClaims: Fact[] = [
  { page: 'timeout', kind: 'cli-flag', flag: 'timeout' },
  { page: 'lambda/setup', kind: 'cli-flag', flag: 'disk' },
  { page: 'timeout', kind: 'default', flag: 'timeout', value: 30000 },
  { page: 'timeout', kind: 'export', package: 'remotion', name: 'delayRender' },
  { page: 'stills', kind: 'option', package: '@remotion/renderer', function: 'renderStill', name: 'jpegQuality' },
  { page: 'troubleshooting/webgl2-context', kind: 'option', package: '@remotion/renderer', function: 'renderMedia', name: 'chromiumOptions.gl' },
  { page: 'player/index', kind: 'option', package: '@remotion/player', function: 'Player', name: 'compositionWidth' },
  { page: 'flickering', kind: 'option', package: 'remotion', function: 'Sequence', name: 'premountFor' },
  { page: 'ssr', kind: 'option', package: '@remotion/bundler', function: 'bundle', name: 'webpackOverride' },
  { page: 'timeout', kind: 'value', package: '@remotion/lambda-client', file: 'dist/cjs/constants.js', path: 'DEFAULT_TIMEOUT', value: 120 },
  { page: 'timeout', kind: 'text', package: 'remotion', file: 'dist/cjs/delay-render.js', contains: 'was called but not cleared after' },
];

const { facts, problems, files } = readFactsFiles();
let environment: Environment;

beforeAll(() => {
  environment = loadEnvironment([...facts, ...falseClaims.map(([fact]) => fact), ...trueClaims]);
}, 120_000);

describe('the facts files', () => {
  it('are valid and name pages that exist', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`hold against the installed Remotion ${REMOTION_VERSION} packages`, () => {
    const broken = brokenClaims(facts, environment);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('are checked against the version the docs describe', () => {
    const packageJson = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    const remotion = Object.keys(packageJson.devDependencies).filter((name) => name === 'remotion' || name.startsWith('@remotion/'));
    expect(remotion.length).toBeGreaterThan(5);
    for (const name of remotion) {
      const installed = JSON.parse(readFileSync(path.join(packageRoot(name)!, 'package.json'), 'utf8')) as { version: string };
      expect(`${name}@${installed.version}`).toBe(`${name}@${REMOTION_VERSION}`);
    }
  });
});

describe('the facts checker', () => {
  it.each(falseClaims)('rejects the false claim %j', (fact, instead) => {
    expect(findInstead(fact, environment)).toContain(instead);
  });

  it.each(trueClaims)('accepts the true claim %j', (fact) => {
    expect(findInstead(fact, environment)).toBeUndefined();
  });

  it('reports a broken claim as one line with file, page, claim and what was found', () => {
    const [fact] = falseClaims[1]!;
    expect(brokenClaims([{ ...fact, source: 'facts/example.json' }], environment)).toEqual([
      'facts/example.json, timeout: --jpeg-quality defaults to 90 — found instead: jpegQualityOption defaults to 80',
    ]);
  });

  it('names the file, the index and the problem of a malformed entry', () => {
    const entries = [
      { page: 'timeout', kind: 'cli-flag', flag: 'timeout' },
      { page: 'timeout', kind: 'default', flag: 'timeout' },
      { page: 'timeout', kind: 'text', package: 'remotion', file: 'dist/cjs/delay-render.js', contain: 'typo' },
      { page: 'timeout', kind: 'flag', flag: 'timeout' },
      { page: 'timeout', kind: 'cli-flag', flag: '--timeout' },
    ];
    const result = parseFactsFile('facts/bad.json', entries, pageIds);
    expect(result.facts).toHaveLength(1);
    expect(result.problems).toHaveLength(4);
    expect(result.problems[0]).toMatch(/^facts\/bad\.json \[1\]: value: /);
    expect(result.problems[1]).toMatch(/^facts\/bad\.json \[2\]: .*contain/);
    expect(result.problems[2]).toMatch(/^facts\/bad\.json \[3\]: kind: /);
    expect(result.problems[3]).toMatch(/^facts\/bad\.json \[4\]: flag: must be a flag name without the leading "--"/);
  });

  it('rejects a claim about a page the catalogue does not have, and a file that is not an array', () => {
    expect(parseFactsFile('facts/bad.json', [{ page: 'no/such-page', kind: 'cli-flag', flag: 'timeout' }], pageIds).problems).toEqual([
      'facts/bad.json [0]: page: no page with id "no/such-page" in the catalogue',
    ]);
    expect(parseFactsFile('facts/bad.json', { page: 'timeout' }, pageIds).problems).toEqual(['facts/bad.json: the file must hold a JSON array of claims']);
  });
});
