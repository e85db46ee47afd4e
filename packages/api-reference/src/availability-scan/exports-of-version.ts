/**
 * The export names of a package's root entry, read by the TypeScript checker from its declarations
 * (moduleResolution Bundler, which the packages' `exports` maps need). Relative `export *` are
 * followed by the program; one from another package cannot be (it is not installed), so its
 * specifier is recorded, never guessed. Names re-exported explicitly (`export {x} from 'remotion'`)
 * are counted.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DECLARATION_FILE, type DeclarationsDir } from './declarations.js';
import type { VersionExports } from './version-exports.js';

const OPTIONS: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  noLib: true,
  types: [],
  skipLibCheck: true,
  noEmit: true,
  allowJs: false,
  jsx: ts.JsxEmit.ReactJSX,
};

export function exportsOfVersion(packageName: string, { root, packageRoot }: DeclarationsDir): VersionExports {
  const host = ts.createCompilerHost(OPTIONS, true);
  const resolved = ts.resolveModuleName(packageName, path.join(root, '__scan__.ts'), OPTIONS, host).resolvedModule;
  if (!resolved || !DECLARATION_FILE.test(resolved.resolvedFileName)) {
    return {
      status: 'no-declarations',
      reason: hasDeclarations(packageRoot) ? 'root entry resolves to no declaration file' : 'no declaration files in the package',
    };
  }
  const entry = resolved.resolvedFileName;
  const program = ts.createProgram([entry], OPTIONS, host);
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  const names = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name) : [];

  const unresolved = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: ts.SourceFile) => {
    if (visited.has(file.fileName)) return;
    visited.add(file.fileName);
    for (const statement of file.statements) {
      if (!ts.isExportDeclaration(statement) || statement.exportClause || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const specifier = statement.moduleSpecifier.text;
      const target = ts.resolveModuleName(specifier, file.fileName, OPTIONS, host).resolvedModule;
      const targetFile = target && program.getSourceFile(target.resolvedFileName);
      if (targetFile) visit(targetFile);
      else unresolved.add(specifier);
    }
  };
  if (entryFile) visit(entryFile);
  return { status: 'ok', entry: path.relative(packageRoot, entry), names: [...new Set(names)].sort(), unresolvedReExports: [...unresolved].sort() };
}

function hasDeclarations(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasDeclarations(path.join(dir, entry.name)) : DECLARATION_FILE.test(entry.name),
  );
}
