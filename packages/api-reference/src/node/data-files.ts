/** Where the committed data files are, and their names. */
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The folder of the committed data files (`packages/api-reference/data`), found through the package
 * name so that it holds when a bundler (the site's build) has moved this code into its own chunks.
 */
export const DATA_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@docs/api-reference/package.json')), 'data');

export const DATA_FILES = {
  /** The pinned version and the packages (by hand); read by the extraction, the scan and the tests that hold the workspace to the pin. */
  packages: 'packages.yaml',
  api: 'api.json',
  overrides: 'overrides.yaml',
  firstVersions: 'first-versions.yaml',
  availability: 'availability.json',
  order: 'order.yaml',
  hidden: 'hidden.yaml',
  /** A folder: `options.yaml` by renderer option id, and one file per package by `Type.member`. */
  texts: 'texts',
  /** Literal defaults found in the packages' code, written by `pnpm api:extract`; read only by the defaults check. */
  codeDefaults: 'code-defaults.json',
  /** Defaults a reader found in the code where the scan cannot, with where. */
  defaultsByHand: 'defaults-by-hand.yaml',
} as const;
