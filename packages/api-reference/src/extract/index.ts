/**
 * Extraction: from installed packages to `ApiData`. One program over every module, each module's
 * exports in turn, then the cross-package step (deprecation replacements) and the CLI flags.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { ApiDataSchema, exportKey, type ApiData, type ApiExport, type CliFlag, type PackagePin, type RendererOption } from '../schema.js';
import { cliFlagGroupsOf, defaultOfOption, optionTypes, type RuntimeOption, type RuntimeOptionsMap } from './cli-flags.js';
import { replacementOf } from './deprecations.js';
import { exportsOfModule, type ExportSettings, type RawExport, type SettingsOf } from './exports.js';
import { createApiProgram, type ModuleRequest } from './program.js';
import { isToolkitFile, type ExtractContext } from './types.js';

export { createApiProgram, COMPILER_OPTIONS, type ModuleRequest, type ResolvedModule, type ApiProgram } from './program.js';
export { exportsOfModule, kindOf } from './exports.js';
export { membersOf } from './members.js';
export { replacementOf } from './deprecations.js';
export { cliFlagGroupsOf, defaultOfOption, optionTypes, type RuntimeOptionsMap } from './cli-flags.js';
export { codeDefaultsOf, namesOf, scanFiles, scanScripts, scriptsOf, type Scan } from './code-defaults.js';
export { isToolkitFile, printType, printTypeForReader } from './types.js';

export type ExtractInput = {
  /** A folder whose node_modules holds the packages at the pinned versions. */
  rootDir: string;
  pinnedVersion: string;
  pins: Record<string, PackagePin>;
  generatedBy: string;
  /** Which declaration files are the documented packages' own (default: remotion and @remotion/*). */
  ownsFile?: (fileName: string) => boolean;
  /** Where the CLI flags come from: the module that exports `BrowserSafeApis.optionsMap`, or none. */
  optionsMapModule?: string;
  /** Packages whose functions take the renderer's options: their members are tied to an option id by name. */
  optionsMapPackages?: readonly string[];
  /** Per `package#Component`: the HTML or React props it documents as its own (data/native-props.yaml). */
  nativeProps?: Readonly<Record<string, readonly string[]>>;
};

export type ExtractResult = { data: ApiData; problems: string[] };

/** Subpath exports worth documenting: not patterns (`./*`), not JSON files. */
function subpathsOf(packageJson: { exports?: unknown }): string[] {
  const exportsMap = packageJson.exports;
  if (typeof exportsMap !== 'object' || exportsMap === null) return [];
  return Object.keys(exportsMap)
    .filter((key) => key.startsWith('./') && !key.includes('*') && !key.endsWith('.json'))
    .sort();
}

/** The root module of each package, then its subpaths. */
export function moduleRequestsOf(rootDir: string, packageNames: readonly string[]): ModuleRequest[] {
  return packageNames.flatMap((packageName) => {
    const packageJson = JSON.parse(readFileSync(path.join(rootDir, 'node_modules', packageName, 'package.json'), 'utf8'));
    return [{ packageName, module: packageName }, ...subpathsOf(packageJson).map((subpath) => ({ packageName, module: `${packageName}/${subpath.slice(2)}` }))];
  });
}

/** Defaults of the option map per API function, for the members of that function's options object. */
function defaultsByFunction(groups: Record<string, CliFlag[]>): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (const [group, flags] of Object.entries(groups)) {
    result.set(group, new Map(flags.filter((flag) => flag.apiName && flag.default !== undefined).map((flag) => [flag.apiName!, flag.default!])));
  }
  return result;
}

/** The option map's options by id (their CLI flag), with their name in the Node.js APIs and their default. */
function rendererOptionsOf(options: readonly RuntimeOption[]): Record<string, RendererOption> {
  const result: Record<string, RendererOption> = {};
  for (const option of options) {
    if (typeof option.cliFlag !== 'string' || option.cliFlag in result) continue;
    const entry: RendererOption = {};
    if (typeof option.ssrName === 'string') entry.apiName = option.ssrName;
    const fallback = defaultOfOption(option);
    if (fallback !== undefined) entry.default = fallback;
    result[option.cliFlag] = entry;
  }
  return result;
}

/** Option id by API name; a name two options share (`imageFormat`: video and still) has no single default. */
function optionsByApiName(options: Record<string, RendererOption>): { ids: Map<string, string>; defaults: Map<string, string> } {
  const ids = new Map<string, string>();
  const defaults = new Map<string, string>();
  const shared = new Set<string>();
  for (const [id, option] of Object.entries(options)) {
    if (option.apiName === undefined) continue;
    if (ids.has(option.apiName)) shared.add(option.apiName);
    else ids.set(option.apiName, id);
    if (option.default !== undefined) defaults.set(option.apiName, option.default);
  }
  for (const name of shared) defaults.delete(name);
  return { ids, defaults };
}

/** What each export's members take from the option map and the native-props list. */
function settingsByExport(input: ExtractInput, packageName: string, groups: Record<string, CliFlag[]>, options: Record<string, RendererOption>): SettingsOf {
  const defaults = defaultsByFunction(groups);
  const byApiName = optionsByApiName(options);
  const takesOptions = input.optionsMapPackages?.includes(packageName) ?? false;
  return (exportName) => {
    const settings: ExportSettings = {};
    // The function's own option group knows its defaults best (a still's image format is not a video's).
    const known = new Map([...(takesOptions ? byApiName.defaults : []), ...(defaults.get(exportName) ?? [])]);
    if (known.size > 0) settings.defaults = known;
    if (takesOptions) settings.optionIds = byApiName.ids;
    const native = input.nativeProps?.[exportKey(packageName, exportName)];
    if (native) settings.nativeProps = new Set(native);
    return settings;
  };
}

/** The option map's declared type, found through the export the runtime value comes from. */
function optionsMapTypeOf(checker: ts.TypeChecker, program: ts.Program, file: string | undefined): ts.Type | undefined {
  const sourceFile = file ? program.getSourceFile(file) : undefined;
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  const apis = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'BrowserSafeApis');
  const map = apis && checker.getTypeOfSymbol(apis.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(apis) : apis).getProperty('optionsMap');
  return map && checker.getTypeOfSymbol(map);
}

type RuntimeApis = { optionsMap: RuntimeOptionsMap; options: Record<string, RuntimeOption> };

function loadRuntimeApis(rootDir: string, module: string): RuntimeApis {
  const require = createRequire(path.join(rootDir, 'package.json'));
  return require(module).BrowserSafeApis as RuntimeApis;
}

/** Sorts an object's keys so the JSON file is the same for the same input. */
function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Extracts every export of every pinned package; problems (unresolved modules) are returned, not thrown. */
export function extractApi(input: ExtractInput): ExtractResult {
  const published = Object.entries(input.pins)
    .filter(([, pin]) => pin.status !== 'unpublished')
    .map(([name]) => name)
    .sort();
  const requests = moduleRequestsOf(input.rootDir, published);
  const api = createApiProgram(input.rootDir, requests);
  const context: ExtractContext = { checker: api.checker, ownsFile: input.ownsFile ?? isToolkitFile };
  const problems = api.unresolved.map((request) => `${request.module}: no declaration file found (package ${request.packageName})`);

  let cliFlagGroups: Record<string, CliFlag[]> = {};
  let rendererOptions: Record<string, RendererOption> = {};
  if (input.optionsMapModule) {
    const mapType = optionsMapTypeOf(api.checker, api.program, api.modules.find((module) => module.module === input.optionsMapModule)?.file);
    if (mapType) {
      const runtime = loadRuntimeApis(input.rootDir, input.optionsMapModule);
      cliFlagGroups = cliFlagGroupsOf(runtime.optionsMap, optionTypes(api.checker, mapType));
      rendererOptions = rendererOptionsOf(Object.values(runtime.options));
    } else problems.push(`${input.optionsMapModule}: BrowserSafeApis.optionsMap not found, so no CLI flags were extracted`);
  }

  // The root module first, so an export reachable from several modules is documented where most readers import it.
  const raw = new Map<string, RawExport>();
  for (const module of api.modules) {
    for (const found of exportsOfModule(module, api.program, context, settingsByExport(input, module.packageName, cliFlagGroups, rendererOptions))) {
      const key = exportKey(found.package, found.name);
      if (!raw.has(key)) raw.set(key, found);
    }
  }

  const namesByPackage = new Map<string, Set<string>>();
  for (const found of raw.values()) {
    const names = namesByPackage.get(found.package) ?? new Set<string>();
    names.add(found.name);
    namesByPackage.set(found.package, names);
  }
  const exports: Record<string, ApiExport> = {};
  for (const [key, { deprecationText, ...found }] of raw) {
    exports[key] = deprecationText === undefined ? found : { ...found, deprecated: replacementOf(deprecationText, found, (name) => namesByPackage.get(name)) };
  }

  const data = ApiDataSchema.parse({
    generatedBy: input.generatedBy,
    pinnedVersion: input.pinnedVersion,
    packages: sortedRecord(input.pins),
    exports: sortedRecord(exports),
    cliFlagGroups: sortedRecord(cliFlagGroups),
    rendererOptions: sortedRecord(rendererOptions),
  });
  return { data, problems };
}
