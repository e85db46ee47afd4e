/**
 * Turns each export of a module into an `ApiExport`: what kind of thing it is, its signatures and
 * parameters, and the members of its options object, props or type.
 */
import ts from 'typescript';
import type { ApiEvent, ApiExport, ExportKind, Method, Parameter, RefHandle, ReturnValue, Signature, Static } from '../schema.js';
import { membersOf, type MemberOptions } from './members.js';
import {
  deprecationTextOf,
  isHiddenFromReaders,
  isOptionsObject,
  memberKeyOf,
  printType,
  printTypeForReader,
  withoutUndefined,
  type ExtractContext,
} from './types.js';
import type { ResolvedModule } from './program.js';
import { unionOf } from '../type-text.js';

/** What the extractor knows about one export from outside its declarations (the option map, the native-props list). */
export type ExportSettings = Omit<MemberOptions, 'expand' | 'ownerKey'>;
/** Settings by export name (`renderMedia`, `Img`). */
export type SettingsOf = (exportName: string) => ExportSettings;

/** An export before deprecations are resolved across packages (that needs every package's exports). */
export type RawExport = ApiExport & { deprecationText?: string };

const COMPONENT_RETURN = /\b(Element|ReactNode|ReactElement|ReactPortal)\b|^null$/;

/** The kind a reader would call it: hooks by their `use` prefix, components by a capital name and a JSX return. */
export function kindOf(name: string, symbol: ts.Symbol, signatures: readonly ts.Signature[], checker: ts.TypeChecker): ExportKind {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (!(symbol.flags & ts.SymbolFlags.Value)) return 'type';
  if (signatures.length === 0) return 'constant';
  if (/^use[A-Z0-9]/.test(name)) return 'hook';
  return isComponentLike(name, signatures, checker) ? 'component' : 'function';
}

/** A capital name, at most two parameters (props, ref) and a JSX return. */
function isComponentLike(name: string, signatures: readonly ts.Signature[], checker: ts.TypeChecker): boolean {
  const rendersJsx = signatures.every((signature) => COMPONENT_RETURN.test(checker.typeToString(signature.getReturnType())));
  return /^[A-Z]/.test(name) && rendersJsx && signatures.every((signature) => signature.parameters.length <= 2);
}

/** A parameter's name as declared (a destructured one has none, so it is named for its role). */
function parameterName(declaration: ts.ParameterDeclaration | undefined, fallback: string): string {
  return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : fallback;
}

/** Where the texts of an anonymous options type's members are keyed: the export (`remotion#spring`). */
type Owner = { key: string; kind: ExportKind };

function parameterFromType(name: string, type: ts.Type, optional: boolean, context: ExtractContext, owner: Owner, settings: ExportSettings): Parameter {
  const { checker } = context;
  const parameter: Parameter = { name, type: optional ? withoutUndefined(printTypeForReader(checker, type)) : printTypeForReader(checker, type), optional };
  if (isOptionsObject(context, type)) {
    const list = membersOf(context, checker.getNonNullableType(type), { ...settings, expand: true, ownerKey: owner.key });
    parameter.members = list.members;
    if (list.inherited > 0) parameter.inheritedMembers = list.inherited;
  }
  return parameter;
}

function parameterOf(symbol: ts.Symbol, context: ExtractContext, owner: Owner, settings: ExportSettings): Parameter {
  const declaration = symbol.valueDeclaration as ts.ParameterDeclaration | undefined;
  const optional = declaration !== undefined && context.checker.isOptionalParameter(declaration);
  return parameterFromType(
    parameterName(declaration, owner.kind === 'component' ? 'props' : 'options'),
    context.checker.getTypeOfSymbol(symbol),
    optional,
    context,
    owner,
    settings,
  );
}

/**
 * The tuple a rest parameter stands for (`...args: [options: BundleOptions] | [entryPoint: string, …]`):
 * the current variant, the one that takes an options object first, else the shortest.
 */
function currentTuple(type: ts.Type, context: ExtractContext): ts.TypeReference | undefined {
  const { checker } = context;
  const tuples = (type.isUnion() ? type.types : [type]).filter((part): part is ts.TypeReference => checker.isTupleType(part));
  if (tuples.length === 0) return undefined;
  const withOptionsFirst = tuples.find((tuple) => {
    const first = checker.getTypeArguments(tuple)[0];
    return first !== undefined && isOptionsObject(context, first);
  });
  return withOptionsFirst ?? [...tuples].sort((a, b) => checker.getTypeArguments(a).length - checker.getTypeArguments(b).length)[0];
}

/** A rest parameter of tuple type, as the parameters its elements name; undefined for an ordinary rest parameter. */
function tupleParameters(symbol: ts.Symbol, context: ExtractContext, owner: Owner, settings: ExportSettings): Parameter[] | undefined {
  const declaration = symbol.valueDeclaration as ts.ParameterDeclaration | undefined;
  if (!declaration?.dotDotDotToken) return undefined;
  const tuple = currentTuple(context.checker.getTypeOfSymbol(symbol), context);
  if (!tuple) return undefined;
  const target = tuple.target as ts.TupleType;
  return context.checker.getTypeArguments(tuple).map((element, index) => {
    const labeled = target.labeledElementDeclarations?.[index];
    const name = labeled && ts.isIdentifier(labeled.name) ? labeled.name.text : `arg${index}`;
    const optional = (target.elementFlags[index]! & ts.ElementFlags.Optional) !== 0;
    return parameterFromType(name, element, optional, context, owner, settings);
  });
}

function parametersOf(signature: ts.Signature, context: ExtractContext, owner: Owner, settings: ExportSettings): Parameter[] {
  return signature.getParameters().flatMap((symbol) => {
    const fromTuple = tupleParameters(symbol, context, owner, settings);
    if (fromTuple) return fromTuple;
    const parameter = parameterOf(symbol, context, owner, settings);
    if ((symbol.valueDeclaration as ts.ParameterDeclaration | undefined)?.dotDotDotToken) parameter.rest = true;
    return [parameter];
  });
}

const NOTHING = ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Never;

/** The value a call gives back, a promise unwrapped, with the fields of a toolkit object one level deep. */
function returnValueOf(signature: ts.Signature, context: ExtractContext, kind: ExportKind): ReturnValue | undefined {
  const { checker } = context;
  if (kind === 'component') return undefined;
  const returned = signature.getReturnType();
  const awaited = checker.getAwaitedType(returned) ?? returned;
  const promise = awaited !== returned;
  if (awaited.flags & NOTHING) return promise ? { type: 'void', promise } : undefined;
  const value: ReturnValue = { type: printTypeForReader(checker, awaited), promise };
  if (isOptionsObject(context, awaited)) {
    const list = membersOf(context, awaited, { expand: false });
    if (list.members.length > 0) value.members = list.members;
  }
  return value;
}

const printer = ts.createPrinter({ removeComments: true });

/** `T extends X = Y`, printed from the checker's view of the type parameter. */
function typeParameterText(parameter: ts.TypeParameter, checker: ts.TypeChecker): string {
  const node = checker.typeParameterToDeclaration(
    parameter,
    undefined,
    ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope,
  );
  return node ? printer.printNode(ts.EmitHint.Unspecified, node, ts.createSourceFile('x.ts', '', ts.ScriptTarget.ES2022)) : checker.typeToString(parameter);
}

/** An anonymous object type reads better in a signature as `{…}`: its members are in the table below it. */
function typeInSignature(parameter: Parameter): string {
  return parameter.members && parameter.type.startsWith('{') ? '{…}' : parameter.type;
}

/** `name<T>(a: A, b?: B): R`, from the parameters as extracted (declared names, never `@param` tags). */
export function signatureText(name: string, signature: Pick<Signature, 'typeParameters' | 'parameters' | 'returns'>): string {
  const typeParameters = signature.typeParameters?.length ? `<${signature.typeParameters.join(', ')}>` : '';
  const parameters = signature.parameters.map(
    (parameter) => `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}: ${typeInSignature(parameter)}`,
  );
  return `${name}${typeParameters}(${parameters.join(', ')}): ${signature.returns}`;
}

function signatureOf(name: string, signature: ts.Signature, context: ExtractContext, owner: Owner, settings: ExportSettings): Signature {
  const { checker } = context;
  const typeParameters = signature.getTypeParameters()?.map((parameter) => typeParameterText(parameter, checker));
  const parts = {
    parameters: parametersOf(signature, context, owner, settings),
    returns: printType(checker, signature.getReturnType()),
    ...(typeParameters && typeParameters.length > 0 ? { typeParameters } : {}),
  };
  const returnValue = returnValueOf(signature, context, owner.kind);
  return { text: signatureText(name, parts), ...parts, ...(returnValue ? { returnValue } : {}) };
}

/** Overloads with the same parameter names, merged: each parameter's types and the return types joined; the options table of the first kept. */
function mergeOverloads(name: string, group: readonly Signature[]): Signature {
  const [first] = group as [Signature, ...Signature[]];
  if (group.length === 1) return first;
  const parameters = first.parameters.map((parameter, index) => {
    const all = group.map((signature) => signature.parameters[index]!);
    return { ...parameter, optional: all.some((each) => each.optional), type: parameter.members ? parameter.type : unionOf(all.map((each) => each.type)) };
  });
  const returns = unionOf(group.map((signature) => signature.returns));
  const typeParameters = [...new Set(group.flatMap((signature) => signature.typeParameters ?? []))];
  const parts = { parameters, returns, ...(typeParameters.length > 0 ? { typeParameters } : {}) };
  const returnValue =
    group.every((signature) => signature.returnValue?.promise === first.returnValue?.promise && !signature.returnValue?.members) && first.returnValue
      ? { returnValue: { type: unionOf(group.map((signature) => signature.returnValue?.type ?? 'void')), promise: first.returnValue.promise } }
      : first.returnValue
        ? { returnValue: first.returnValue }
        : {};
  return { text: signatureText(name, parts), ...parts, ...returnValue };
}

/**
 * Overloads that take the same parameters and options (interpolate()'s output types) read as one
 * signature with one table; overloads with other parameters stay apart (`skew(angle)`, `skew(x, y)`).
 */
function collapseOverloads(name: string, signatures: readonly Signature[]): Signature[] {
  const groups = new Map<string, Signature[]>();
  for (const signature of signatures) {
    const shape = JSON.stringify(signature.parameters.map((parameter) => [parameter.name, parameter.members?.map((member) => member.name)]));
    groups.set(shape, [...(groups.get(shape) ?? []), signature]);
  }
  return [...groups.values()].map((group) => mergeOverloads(name, group));
}

/** The symbol an export stands for, following `export {x} from` and `export *` re-exports. */
function targetOf(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The handle a component's `ref` receives, when it is one of the toolkit's own types (`PlayerRef`), not a DOM element. */
function refTargetOf(propsType: ts.Type, context: ExtractContext): ts.Type | undefined {
  const { checker } = context;
  const ref = checker.getNonNullableType(propsType).getProperty('ref');
  if (!ref) return undefined;
  const refType = checker.getNonNullableType(checker.getTypeOfSymbol(ref));
  for (const part of refType.isUnion() ? refType.types : [refType]) {
    const current = part.getProperty('current');
    if (!current) continue;
    const target = checker.getNonNullableType(checker.getTypeOfSymbol(current));
    // A DOM element (which the toolkit may augment, as HtmlInCanvas does the canvas) is not a handle of its own.
    const declaredBy = (target.aliasSymbol ?? target.getSymbol())?.declarations ?? [];
    if (declaredBy.some((declaration) => !context.ownsFile(declaration.getSourceFile().fileName))) return undefined;
    return isOptionsObject(context, target) ? target : undefined;
  }
  return undefined;
}

/** A callable member printed as a method: `seekTo(frame: number): void`. */
function methodText(name: string, type: ts.Type, checker: ts.TypeChecker): string {
  return type
    .getCallSignatures()
    .map(
      (signature) =>
        `${name}${checker.signatureToString(signature, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType).replace(/\) => /, '): ')}`,
    )
    .join('\n');
}

/**
 * The events of a handle: the names `addEventListener` accepts, each with the `detail` its callback
 * receives, read from the event map the callback's type indexes (`PlayerStateEventMap[Q]`).
 */
function eventsOf(handle: ts.Type, context: ExtractContext): ApiEvent[] {
  const { checker } = context;
  const add = handle.getProperty('addEventListener');
  const signature = add && checker.getTypeOfSymbol(add).getCallSignatures()[0];
  const names = signature?.getTypeParameters()?.[0]?.getConstraint();
  if (!signature || !names) return [];
  const callback = signature.getParameters()[1];
  const data = callback && checker.getTypeOfSymbol(callback).getCallSignatures()[0]?.getParameters()[0];
  const detail = data && checker.getTypeOfSymbol(data).getProperty('detail');
  const indexed = detail && checker.getTypeOfSymbol(detail);
  const eventMap = indexed && indexed.flags & ts.TypeFlags.IndexedAccess ? (indexed as ts.IndexedAccessType).objectType : undefined;
  return (names.isUnion() ? names.types : [names]).flatMap((literal) => {
    if (!literal.isStringLiteral()) return [];
    const property = eventMap?.getProperty(literal.value);
    const payload = property && checker.getTypeOfSymbol(property);
    const event: ApiEvent = { name: literal.value, key: (property && memberKeyOf(property)) ?? `${memberKeyOf(add!)}.${literal.value}` };
    if (payload && !(payload.flags & NOTHING)) event.payload = structuralText(payload, checker);
    return [event];
  });
}

/** A payload type spelled out (`{ frame: number }`), since its alias is usually not exported. */
function structuralText(type: ts.Type, checker: ts.TypeChecker): string {
  const properties = checker.getPropertiesOfType(type);
  if (type.getCallSignatures().length > 0) return printType(checker, type);
  if (properties.length === 0) return '{}';
  return `{ ${properties.map((property) => `${property.name}${property.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${printType(checker, checker.getTypeOfSymbol(property))}`).join('; ')} }`;
}

/** A component's ref handle: its methods (event plumbing aside) and its events. */
function refHandleOf(propsType: ts.Type, context: ExtractContext): RefHandle | undefined {
  const { checker } = context;
  const handle = refTargetOf(propsType, context);
  if (!handle) return undefined;
  const methods: Method[] = checker
    .getPropertiesOfType(handle)
    // The DOM's own methods (a handle that is a canvas with extras) are documented by the DOM.
    .filter((property) => isOwnMember(property, context) && checker.getTypeOfSymbol(property).getCallSignatures().length > 0)
    .map((property) => ({
      name: property.name,
      signature: methodText(property.name, checker.getTypeOfSymbol(property), checker),
      key: memberKeyOf(property, undefined, context.ownsFile) ?? property.name,
    }));
  return { type: printType(checker, handle), methods, events: eventsOf(handle, context) };
}

/** Declared by the documented packages and meant for readers: a static of an export, a method of a handle. */
function isOwnMember(property: ts.Symbol, context: ExtractContext): boolean {
  return (
    property.name !== 'prototype' &&
    !isHiddenFromReaders(property, context.checker) &&
    (property.declarations ?? []).some((declaration) => context.ownsFile(declaration.getSourceFile().fileName))
  );
}

/** Static members of an exported value: sub-components (`Series.Sequence`), static functions (`Easing.bezier`), constants. */
function staticsOf(parent: string, packageName: string, valueType: ts.Type, context: ExtractContext): Static[] {
  const { checker } = context;
  return checker
    .getPropertiesOfType(valueType)
    .filter((property) => isOwnMember(property, context))
    .map((property) => {
      const type = checker.getTypeOfSymbol(property);
      const name = `${parent}.${property.name}`;
      const signatures = type.getCallSignatures();
      const owner: Owner = {
        key: `${packageName}#${name}`,
        kind: signatures.length > 0 && isComponentLike(property.name, signatures, checker) ? 'component' : signatures.length > 0 ? 'function' : 'constant',
      };
      if (owner.kind === 'constant') return { name, kind: 'constant' as const, signatures: [], typeText: printType(checker, type) };
      const extracted = collapseOverloads(
        name,
        signatures.map((signature) => signatureOf(name, signature, context, owner, {})),
      );
      const result: Static = { name, kind: owner.kind as 'component' | 'function', signatures: extracted };
      const props = owner.kind === 'component' ? extracted[0]?.parameters[0] : undefined;
      if (props?.members) result.members = props.members;
      if (props?.inheritedMembers) result.inheritedMembers = props.inheritedMembers;
      return result;
    });
}

/** One export of a module as the reference shows it. */
export function exportOf(exported: ts.Symbol, module: ResolvedModule, context: ExtractContext, settingsOf: SettingsOf): RawExport {
  const { checker } = context;
  const symbol = targetOf(exported, checker);
  const name = exported.name;
  const isValue = (symbol.flags & ts.SymbolFlags.Value) !== 0;
  const type = isValue ? checker.getTypeOfSymbol(symbol) : checker.getDeclaredTypeOfSymbol(symbol);
  // A union such as React's `ComponentType` is callable through its function part.
  const callSignatures = !isValue ? [] : type.isUnion() ? type.types.flatMap((part) => part.getCallSignatures()) : type.getCallSignatures();
  const kind = kindOf(name, symbol, callSignatures, checker);
  const result: RawExport = { package: module.packageName, name, module: module.module, kind, signatures: [] };
  const owner: Owner = { key: `${module.packageName}#${name}`, kind };
  const settings = settingsOf(name);

  if (kind === 'function' || kind === 'hook' || kind === 'component') {
    result.signatures = collapseOverloads(
      name,
      callSignatures.map((signature) => signatureOf(name, signature, context, owner, settings)),
    );
    const props = kind === 'component' ? result.signatures[0]?.parameters[0] : undefined;
    if (props?.members) {
      result.members = props.members;
      if (props.inheritedMembers) result.inheritedMembers = props.inheritedMembers;
    }
    const propsSymbol = kind === 'component' ? callSignatures[0]?.getParameters()[0] : undefined;
    const ref = propsSymbol && refHandleOf(checker.getTypeOfSymbol(propsSymbol), context);
    if (ref) result.ref = ref;
  } else if (kind === 'class') {
    result.signatures = type.getConstructSignatures().map((signature) => signatureOf(`new ${name}`, signature, context, owner, settings));
  } else if (kind === 'type') {
    result.typeText = printType(checker, type, undefined, ts.TypeFormatFlags.InTypeAlias);
    if (isOptionsObject(context, type)) {
      const list = membersOf(context, type, { ...settings, expand: true, ownerKey: owner.key });
      result.members = list.members;
      if (list.inherited > 0) result.inheritedMembers = list.inherited;
    }
  } else {
    result.typeText = printType(checker, type);
    if (kind === 'constant' && isOptionsObject(context, type)) {
      const list = membersOf(context, type, { ...settings, expand: false, ownerKey: owner.key });
      result.members = list.members;
    }
  }
  if (kind === 'function' || kind === 'hook' || kind === 'component' || kind === 'class') {
    const statics = staticsOf(name, module.packageName, type, context);
    if (statics.length > 0) result.statics = statics;
  }

  // The tag may sit on the declaration or on the re-export.
  const deprecationText = deprecationTextOf(symbol, checker) ?? deprecationTextOf(exported, checker);
  if (deprecationText !== undefined) result.deprecationText = deprecationText;
  return result;
}

/** Every export of a resolved module, in name order. */
export function exportsOfModule(module: ResolvedModule, program: ts.Program, context: ExtractContext, settingsOf: SettingsOf): RawExport[] {
  const { checker } = context;
  const sourceFile = program.getSourceFile(module.file);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => symbol.name !== 'default' && !symbol.name.startsWith('__') && !isHiddenFromReaders(symbol, checker))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((symbol) => exportOf(symbol, module, context, settingsOf));
}
