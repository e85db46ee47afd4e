/** Everything the reference is built from: the extracted data and the three committed side files. */
import type { FirstVersions, RegistryScan } from './availability.js';
import type { Overrides } from './overrides.js';
import type { ApiData } from './schema.js';

export type ApiReferenceSources = {
  data: ApiData;
  overrides: Overrides;
  firstVersions: FirstVersions;
  registryScan: RegistryScan;
};
