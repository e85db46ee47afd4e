/**
 * Turns each export of a module into an `ApiExport`: what kind of thing it is, its signatures and
 * parameters, and the members of its options object, props or type.
 */
import ts from 'typescript';
import type { ApiExport, ExportKind, Parameter, Signature } from '../schema.js';
import { membersOf, type KnownDefaults } from './members.js';
import { deprecationTextOf, isOptionsObject, printType, withoutUndefined, type ExtractContext } from './types.js';
import type { ResolvedModule } from './program.js';

/** Per export name: defaults of its options object's members known from the renderer's option map. */
export type DefaultsByFunction = ReadonlyMap<string, KnownDefaults>;

/** An export before deprecations are resolved across packages (that needs every package's exports). */
export type RawExport = ApiExport & { deprecationText?: string };

const COMPONENT_RETURN = /\b(Element|ReactNode|ReactElement|ReactPortal)\b|^null$/;

/** The kind a reader would call it: hooks by their `use` prefix, components by a capital name and a JSX return. */
export function kindOf(name: string, symbol: ts.Symbol, signatures: readonly ts.Signature[], checker: ts.TypeChecker): ExportKind {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (!(symbol.flags & ts.SymbolFlags.Value)) return 'type';
  if (signatures.length === 0) return 'constant';
  if (/^use[A-Z0-9]/.test(name)) return 'hook';
  const rendersJsx = signatures.every((signature) => COMPONENT_RETURN.test(checker.typeToString(signature.getReturnType())));
  if (/^[A-Z]/.test(name) && rendersJsx && signatures.every((signature) => signature.parameters.length <= 2)) return 'component';
  return 'function';
}

/** A parameter's name as declared (a destructured one has none, so it is named for its role). */
function parameterName(declaration: ts.ParameterDeclaration | undefined, fallback: string): string {
  return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : fallback;
}

function parameterOf(symbol: ts.Symbol, kind: ExportKind, context: ExtractContext, defaults: KnownDefaults | undefined): Parameter {
  const { checker } = context;
  const declaration = symbol.valueDeclaration as ts.ParameterDeclaration | undefined;
  const type = checker.getTypeOfSymbol(symbol);
  const optional = declaration !== undefined && checker.isOptionalParameter(declaration);
  const parameter: Parameter = {
    name: parameterName(declaration, kind === 'component' ? 'props' : 'options'),
    type: optional ? withoutUndefined(printType(checker, type)) : printType(checker, type),
    optional,
  };
  if (declaration?.dotDotDotToken) parameter.rest = true;
  if (isOptionsObject(context, type)) {
    const list = membersOf(context, checker.getNonNullableType(type), { expand: true, defaults });
    parameter.members = list.members;
    if (list.inherited > 0) parameter.inheritedMembers = list.inherited;
  }
  return parameter;
}

const printer = ts.createPrinter({ removeComments: true });

/** `T extends X = Y`, printed from the checker's view of the type parameter. */
function typeParameterText(parameter: ts.TypeParameter, checker: ts.TypeChecker): string {
  const node = checker.typeParameterToDeclaration(parameter, undefined, ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope);
  return node ? printer.printNode(ts.EmitHint.Unspecified, node, ts.createSourceFile('x.ts', '', ts.ScriptTarget.ES2022)) : checker.typeToString(parameter);
}

/** An anonymous object type reads better in a signature as `{…}`: its members are in the table below it. */
function typeInSignature(parameter: Parameter): string {
  return parameter.members && parameter.type.startsWith('{') ? '{…}' : parameter.type;
}

/** `name<T>(a: A, b?: B): R`, from the parameters as extracted (declared names, never `@param` tags). */
export function signatureText(name: string, signature: Pick<Signature, 'typeParameters' | 'parameters' | 'returns'>): string {
  const typeParameters = signature.typeParameters?.length ? `<${signature.typeParameters.join(', ')}>` : '';
  const parameters = signature.parameters.map((parameter) => `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}: ${typeInSignature(parameter)}`);
  return `${name}${typeParameters}(${parameters.join(', ')}): ${signature.returns}`;
}

function signatureOf(name: string, signature: ts.Signature, kind: ExportKind, context: ExtractContext, defaults: KnownDefaults | undefined): Signature {
  const { checker } = context;
  const typeParameters = signature.getTypeParameters()?.map((parameter) => typeParameterText(parameter, checker));
  const parts = {
    parameters: signature.getParameters().map((parameter) => parameterOf(parameter, kind, context, defaults)),
    returns: printType(checker, signature.getReturnType()),
    ...(typeParameters && typeParameters.length > 0 ? { typeParameters } : {}),
  };
  return { text: signatureText(name, parts), ...parts };
}

/** The symbol an export stands for, following `export {x} from` and `export *` re-exports. */
function targetOf(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** One export of a module as the reference shows it. */
export function exportOf(exported: ts.Symbol, module: ResolvedModule, context: ExtractContext, defaults: DefaultsByFunction): RawExport {
  const { checker } = context;
  const symbol = targetOf(exported, checker);
  const name = exported.name;
  const isValue = (symbol.flags & ts.SymbolFlags.Value) !== 0;
  const type = isValue ? checker.getTypeOfSymbol(symbol) : checker.getDeclaredTypeOfSymbol(symbol);
  // A union such as React's `ComponentType` is callable through its function part.
  const callSignatures = !isValue ? [] : type.isUnion() ? type.types.flatMap((part) => part.getCallSignatures()) : type.getCallSignatures();
  const kind = kindOf(name, symbol, callSignatures, checker);
  const result: RawExport = { package: module.packageName, name, module: module.module, kind, signatures: [] };

  if (kind === 'function' || kind === 'hook' || kind === 'component') {
    result.signatures = callSignatures.map((signature) => signatureOf(name, signature, kind, context, defaults.get(name)));
    const props = kind === 'component' ? result.signatures[0]?.parameters[0] : undefined;
    if (props?.members) {
      result.members = props.members;
      if (props.inheritedMembers) result.inheritedMembers = props.inheritedMembers;
    }
  } else if (kind === 'class') {
    const constructorType = checker.getTypeOfSymbol(symbol);
    result.signatures = constructorType.getConstructSignatures().map((signature) => signatureOf(`new ${name}`, signature, kind, context, undefined));
  } else if (kind === 'type') {
    result.typeText = printType(checker, type, undefined, ts.TypeFormatFlags.InTypeAlias);
    if (isOptionsObject(context, type)) {
      const list = membersOf(context, type, { expand: true });
      result.members = list.members;
      if (list.inherited > 0) result.inheritedMembers = list.inherited;
    }
  } else {
    result.typeText = printType(checker, type);
    if (kind === 'constant' && isOptionsObject(context, type)) {
      const list = membersOf(context, type, { expand: false });
      result.members = list.members;
    }
  }

  // The tag may sit on the declaration or on the re-export.
  const deprecationText = deprecationTextOf(symbol, checker) ?? deprecationTextOf(exported, checker);
  if (deprecationText !== undefined) result.deprecationText = deprecationText;
  return result;
}

/** Every export of a resolved module, in name order. */
export function exportsOfModule(module: ResolvedModule, program: ts.Program, context: ExtractContext, defaults: DefaultsByFunction): RawExport[] {
  const { checker } = context;
  const sourceFile = program.getSourceFile(module.file);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => symbol.name !== 'default' && !symbol.name.startsWith('__'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((symbol) => exportOf(symbol, module, context, defaults));
}
