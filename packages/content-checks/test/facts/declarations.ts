/**
 * The published type declarations, read through one TypeScript program and its type checker:
 * the exports of a package, the members of a function's first parameter or a component's props
 * (mapped and intersected types resolved as the compiler sees them), and the CLI flags that
 * @remotion/cli and @remotion/lambda's CLI declare for their parsed command lines.
 */
import path from 'node:path';
import ts from 'typescript';
import { PACKAGE_DIR, packageFile } from './packages.js';

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
};

/** Declaration files whose command-line types list the flags the CLIs read. */
const CLI_DECLARATIONS = [
  { package: '@remotion/cli', file: 'dist/parsed-cli.d.ts', symbol: 'CommandLineOptions' },
  { package: '@remotion/lambda', file: 'dist/cli/args.d.ts', symbol: 'parsedLambdaCli' },
] as const;

export type Declarations = {
  /** The export names of a package (values and types), or undefined when it cannot be resolved. */
  exportsOf(specifier: string): string[] | undefined;
  /** The member names at `memberPath` (dotted) of the first parameter of an export, or why there are none. */
  membersOf(specifier: string, exportName: string, memberPath: string[]): { names: string[] } | { problem: string };
  /** Every flag name the CLIs' parsed command-line types declare. */
  cliFlags(): Set<string>;
};

/** Builds one program that imports every package in `specifiers` and reads the CLI declarations. */
export function loadDeclarations(specifiers: Iterable<string>): Declarations {
  const imports = [...new Set(specifiers)];
  const probePath = path.join(PACKAGE_DIR, '__facts_probe__.ts').split(path.sep).join('/');
  const probeText = imports.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};\n`).join('');
  const cliFiles = CLI_DECLARATIONS.map((entry) => {
    const found = packageFile(entry.package, entry.file);
    if ('missing' in found) throw new Error(`cannot read the CLI flags: ${found.missing}`);
    return { ...entry, path: found.path.split(path.sep).join('/') };
  });

  const host = ts.createCompilerHost(OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === probePath ? ts.createSourceFile(fileName, probeText, languageVersion, true) : getSourceFile.call(host, fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === probePath || fileExists.call(host, fileName);
  host.readFile = (fileName) => (fileName === probePath ? probeText : readFile.call(host, fileName));

  const program = ts.createProgram([probePath, ...cliFiles.map((file) => file.path)], OPTIONS, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(probePath)!;
  const modules = new Map<string, ts.Symbol | undefined>();
  probe.statements.forEach((statement, index) => {
    if (ts.isImportDeclaration(statement)) modules.set(imports[index]!, checker.getSymbolAtLocation(statement.moduleSpecifier));
  });

  const resolved = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  /** The object types a type can be: each member of a union (a prop only some variants have still exists), without null and undefined. */
  const variants = (types: ts.Type[]): ts.Type[] =>
    types.flatMap((type) => {
      const nonNull = checker.getNonNullableType(type);
      return (nonNull.isUnion() ? nonNull.types : [nonNull]).map((part) => checker.getApparentType(part));
    });
  const propertyNames = (types: ts.Type[]): string[] => [
    ...new Set(variants(types).flatMap((type) => checker.getPropertiesOfType(type).map((property) => property.getName()))),
  ];
  const propertyTypes = (types: ts.Type[], name: string): ts.Type[] =>
    variants(types).flatMap((type) => {
      const property = checker.getPropertyOfType(type, name);
      return property ? [checker.getTypeOfSymbol(property)] : [];
    });

  /** Call and construct signatures, also of each member of a union (`React.ComponentType` is a class or a function). */
  const signaturesOf = (type: ts.Type): readonly ts.Signature[] =>
    (type.isUnion() ? type.types : [type]).flatMap((part) => [...part.getCallSignatures(), ...part.getConstructSignatures()]);
  /** The type of the first argument; for `(...args: [options: X] | [entry: string, …])`, the first element of each tuple. */
  const firstParameterTypes = (signature: ts.Signature): ts.Type[] => {
    const first = signature.getParameters()[0];
    if (!first) return [];
    const type = checker.getTypeOfSymbol(first);
    const declaration = first.valueDeclaration;
    if (!(declaration && ts.isParameter(declaration) && declaration.dotDotDotToken)) return [type];
    return (type.isUnion() ? type.types : [type]).flatMap((part) => checker.getTypeArguments(part as ts.TypeReference).slice(0, 1));
  };

  /**
   * The parts of a declared (intersection) type, each resolved on its own: `parsedLambdaCli` is
   * `LambdaCommandLineOptions & ParsedArgs`, and minimist's types are not installed, which would
   * turn the whole intersection into `any`.
   */
  const declaredTypeParts = (symbol: ts.Symbol): ts.Type[] => {
    const declaration = symbol.declarations?.[0];
    const typeNode = declaration && (ts.isTypeAliasDeclaration(declaration) || ts.isVariableDeclaration(declaration)) ? declaration.type : undefined;
    if (!typeNode) return [checker.getTypeOfSymbol(symbol)];
    const parts = ts.isIntersectionTypeNode(typeNode) ? typeNode.types : [typeNode];
    return parts.map((part) => checker.getTypeFromTypeNode(part));
  };

  return {
    exportsOf(specifier) {
      const module = modules.get(specifier);
      return module ? checker.getExportsOfModule(module).map((symbol) => symbol.getName()) : undefined;
    },
    membersOf(specifier, exportName, memberPath) {
      const module = modules.get(specifier);
      if (!module) return { problem: `cannot resolve the types of ${specifier}` };
      const exported = checker.tryGetMemberInModuleExports(exportName, module);
      if (!exported) return { problem: `${specifier} has no export ${exportName}` };
      const parameters = signaturesOf(checker.getTypeOfSymbol(resolved(exported))).flatMap(firstParameterTypes);
      if (parameters.length === 0) return { problem: `${exportName} of ${specifier} is not a function or component with a parameter` };
      let current = parameters;
      for (const [depth, name] of memberPath.slice(0, -1).entries()) {
        current = propertyTypes(current, name);
        if (current.length === 0) return { problem: `${exportName}() has no option ${memberPath.slice(0, depth + 1).join('.')}` };
      }
      return { names: propertyNames(current) };
    },
    cliFlags() {
      const flags = new Set<string>();
      for (const file of cliFiles) {
        const source = program.getSourceFile(file.path);
        const moduleSymbol = source && checker.getSymbolAtLocation(source);
        const symbol = moduleSymbol && checker.tryGetMemberInModuleExports(file.symbol, moduleSymbol);
        if (!symbol) throw new Error(`${file.package}/${file.file} no longer exports ${file.symbol}`);
        for (const name of propertyNames(declaredTypeParts(symbol))) if (name !== '_' && name !== '--') flags.add(name);
      }
      return flags;
    },
  };
}
