/**
 * Type-checks ts/tsx code blocks with the TypeScript compiler API, in one program, against the
 * packages installed next to `projectDir` (the published Remotion packages).
 *
 * Each block becomes a virtual module file below `<projectDir>/__samples__/<page>/`: named by its
 * `title` meta if it has one (so blocks of one page can import each other: a Root.tsx block may
 * import './MyComp'), otherwise `block-<line>.<lang>`. Every block is its own module, so two
 * blocks that declare the same name do not clash.
 */
import { idOfPageFile } from '@docs/catalogue';
import path from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from './extract.js';
import { isCheckedLanguage } from './languages.js';

export type SampleDiagnostic = {
  file: string;
  /** Line of the block's opening fence in the page. */
  blockLine: number;
  /** Line in the page the diagnostic points at (undefined for whole-block problems). */
  line: number | undefined;
  message: string;
};

export type CheckResult = { checked: CodeBlock[]; skipped: CodeBlock[]; diagnostics: SampleDiagnostic[] };

/** The compiler settings a reader's project is assumed to have. */
export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
  // The installed packages are trusted; checking their declarations would only add noise and time.
  skipLibCheck: true,
  noEmit: true,
};

/**
 * @remotion/zod-types imports 'zod' without declaring it as a dependency. In a reader's project
 * (one flat node_modules) that is the project's own zod; in this pnpm workspace it would be
 * whichever zod pnpm hoisted (another package's zod 3). Pinning 'zod' to this package's copy
 * reproduces the reader's setup.
 */
function optionsFor(projectDir: string): ts.CompilerOptions {
  const zodDir = path.dirname(
    ts.sys.realpath?.(path.join(projectDir, 'node_modules/zod/package.json')) ?? path.join(projectDir, 'node_modules/zod/package.json'),
  );
  return { ...SAMPLE_COMPILER_OPTIONS, paths: { zod: [zodDir], 'zod/*': [`${zodDir}/*`] } };
}

function virtualName(block: CodeBlock): string {
  return block.meta.title ?? `block-${block.line}.${block.lang}`;
}

export function typeCheckBlocks(blocks: CodeBlock[], projectDir: string): CheckResult {
  const candidates = blocks.filter((block) => isCheckedLanguage(block.lang));
  const skipped = candidates.filter((block) => block.partialReason !== undefined);
  const checked = candidates.filter((block) => block.partialReason === undefined);
  const diagnostics: SampleDiagnostic[] = [];

  const root = path.posix.join(projectDir.split(path.sep).join('/'), '__samples__');
  const byPath = new Map<string, CodeBlock>();
  for (const block of checked) {
    const filePath = path.posix.join(root, idOfPageFile(block.file), virtualName(block));
    const earlier = byPath.get(filePath);
    if (earlier) {
      diagnostics.push({
        file: block.file,
        blockLine: block.line,
        line: undefined,
        message: `title="${block.meta.title}" is already used by the block at line ${earlier.line}`,
      });
      continue;
    }
    byPath.set(filePath, block);
  }

  const options = optionsFor(projectDir);
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  // Module resolution only looks for './Comp.tsx' in directories that exist.
  const virtualDirs = new Set(
    [...byPath.keys()].flatMap((filePath) => {
      const dirs: string[] = [];
      for (let dir = path.posix.dirname(filePath); dir.startsWith(root); dir = path.posix.dirname(dir)) dirs.push(dir);
      return dirs;
    }),
  );
  host.directoryExists = (dir) => virtualDirs.has(dir) || (directoryExists?.call(host, dir) ?? true);
  host.fileExists = (fileName) => byPath.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => byPath.get(fileName)?.code ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const block = byPath.get(fileName);
    if (block) return ts.createSourceFile(fileName, block.code, languageVersion, true);
    return getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram({ rootNames: [...byPath.keys()], options, host });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const block = diagnostic.file ? byPath.get(diagnostic.file.fileName) : undefined;
    if (!block) {
      // Only a broken setup (missing package, bad option) produces diagnostics outside the blocks.
      diagnostics.push({ file: diagnostic.file?.fileName ?? '(compiler options)', blockLine: 0, line: undefined, message: `TS${diagnostic.code}: ${message}` });
      continue;
    }
    const lineInBlock = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    diagnostics.push({ file: block.file, blockLine: block.line, line: block.line + 1 + lineInBlock, message: `TS${diagnostic.code}: ${message}` });
  }
  return { checked, skipped, diagnostics };
}

export function formatDiagnostic(diagnostic: SampleDiagnostic): string {
  const where = diagnostic.line === undefined ? `${diagnostic.file}:${diagnostic.blockLine}` : `${diagnostic.file}:${diagnostic.line}`;
  return `${where} (block at line ${diagnostic.blockLine}): ${diagnostic.message}`;
}
