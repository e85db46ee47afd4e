/** Everything the reference is built from: the extracted data and the committed side files. */
import type { FirstVersions, RegistryScan } from './availability.js';
import type { Overrides } from './overrides.js';
import type { ApiData } from './schema.js';
import type { ReferenceTexts } from './texts.js';

export type ApiReferenceSources = {
  data: ApiData;
  overrides: Overrides;
  firstVersions: FirstVersions;
  registryScan: RegistryScan;
  /** Our descriptions, defaults, reading order and hidden members (`data/texts/`, `order.yaml`, `hidden.yaml`). */
  texts: ReferenceTexts;
};
