export { extractCodeBlocks, type CodeBlock } from './extract.js';
export { parseMeta, partialReasonOf, type BlockMeta } from './meta.js';
export { CHECKED_LANGUAGES, KNOWN_LANGUAGES, isCheckedLanguage, languageProblem } from './languages.js';
export { typeCheckBlocks, formatDiagnostic, SAMPLE_COMPILER_OPTIONS, type CheckResult, type SampleDiagnostic } from './typecheck.js';
export { DEMOS_DIR, DOCS_DIR, PACKAGE_DIR, listPageFiles, loadCodeBlocks, loadDemoBlocks } from './pages.js';
