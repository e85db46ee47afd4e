/** @docs/catalogue/node — reading a catalogue directory from disk. */
export { loadCatalogue, createCatalogueLoader, CATALOGUE_FILES, type CatalogueLoader, type LoadResult, type LoadedPage } from './load.js';
export { parseFrontmatter, splitFrontmatter, type ParsedFrontmatter } from './frontmatter.js';
export { readYaml, lineOfPath, type YamlSource, type YamlError } from './yaml-source.js';
export { proseWordCount } from './words.js';
