/** The site's settings: docs.config.ts with the environment's overrides, checked once, a bad value named in one line. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import docsConfig from '../../docs.config';
import { ConfigError, resolveSiteConfig } from '../../src/config/resolve';

const context = { siteRoot: '/site', repository: { url: 'git+https://github.com/o/r.git', directory: 'apps/site' }, cores: 8 };
const resolve = (env: Record<string, string | undefined> = {}, file: unknown = docsConfig) => resolveSiteConfig(file, env, context);

/** The ConfigError's message for these settings. */
function errorOf(env: Record<string, string | undefined>, file: unknown = docsConfig): string {
  try {
    resolve(env, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).stack).toBe('');
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('the site config', () => {
  it('is the config file with its defaults when the environment says nothing', () => {
    const config = resolve();
    expect(config).toEqual({
      identity: docsConfig.identity,
      siteUrl: 'http://localhost:4321',
      siteRoot: '/site',
      cacheDir: path.join('/site', 'node_modules', '.astro'),
      contentDir: path.resolve('/site', 'src/content'),
      editBase: 'https://github.com/o/r/edit/main/apps/site/',
      apiReference: { enabled: true, dataDir: undefined },
      bodyWorkers: 4,
      searchPagesPerPart: 2500,
      buildPhasesFile: undefined,
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.identity.sidebarLabels)).toBe(true);
  });

  it('takes each override from its environment variable, paths from the site folder', () => {
    const config = resolve({
      SITE_URL: 'https://docs.example.com',
      DOCS_CONTENT_DIR: '../fixture',
      DOCS_API_REFERENCE: 'off',
      DOCS_API_DATA_DIR: '/data/api',
      DOCS_EDIT_URL: 'https://example.com/edit',
      DOCS_BODY_WORKERS: '0',
      DOCS_SEARCH_PAGES_PER_PART: '40',
      DOCS_BUILD_PHASES: '/tmp/phases.json',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://docs.example.com',
      contentDir: path.resolve('/fixture'),
      apiReference: { enabled: false, dataDir: '/data/api' },
      editBase: 'https://example.com/edit/',
      bodyWorkers: 0,
      searchPagesPerPart: 40,
      buildPhasesFile: '/tmp/phases.json',
    });
  });

  it('counts an empty variable (a CI variable that is not set) as none', () => {
    expect(
      resolve({ SITE_URL: '', DOCS_CONTENT_DIR: ' ', DOCS_API_REFERENCE: '', DOCS_BODY_WORKERS: '', DOCS_SEARCH_PAGES_PER_PART: '', DOCS_BUILD_PHASES: '' }),
    ).toEqual(resolve());
  });

  it('refuses a bad variable in one line naming it and its value', () => {
    expect(errorOf({ DOCS_BODY_WORKERS: 'many' })).toBe(
      `The site's settings are not valid:\n  DOCS_BODY_WORKERS: a whole number of 0 or more is expected (got "many")`,
    );
    expect(errorOf({ DOCS_API_REFERENCE: 'false' })).toContain('  DOCS_API_REFERENCE: "on" or "off" is expected (got "false")');
    expect(errorOf({ DOCS_SEARCH_PAGES_PER_PART: '0' })).toContain('  DOCS_SEARCH_PAGES_PER_PART: a whole number of 1 or more is expected (got "0")');
    expect(errorOf({ SITE_URL: 'docs.example.com' })).toContain('  SITE_URL: an absolute URL is expected (got "docs.example.com")');
  });

  it('refuses a bad field of the config file, naming the field and its value', () => {
    const file = { ...docsConfig, identity: { ...docsConfig.identity, name: '' }, bodyWorkers: -1, colour: 'blue' };
    const lines = errorOf({ DOCS_BODY_WORKERS: '2.5' }, file).split('\n').slice(1);
    expect(lines).toEqual([
      expect.stringMatching(/^ {2}docs\.config\.ts identity\.name: .* \(got ""\)$/),
      expect.stringMatching(/^ {2}docs\.config\.ts bodyWorkers: .* \(got -1\)$/),
      '  docs.config.ts colour: no such setting (got "blue")',
      '  DOCS_BODY_WORKERS: a whole number of 0 or more is expected (got "2.5")',
    ]);
  });
});
