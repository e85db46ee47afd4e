/**
 * The CLI flags of the renderer's option map: each option object carries a `cliFlag` literal, an
 * `ssrName` (its name in the Node.js APIs) and a `getValue()` whose answer without flags or config is
 * the default. Options are grouped by the API function that takes them (`renderMedia`, …).
 */
import type ts from 'typescript';
import type { CliFlag } from '../schema.js';
import { printType, withoutUndefined } from './types.js';

/** The runtime shape of one option, as far as the reference reads it. */
export type RuntimeOption = {
  cliFlag?: unknown;
  ssrName?: unknown;
  getValue?: (input: { commandLine: Record<string, unknown> }) => { value: unknown } | undefined;
};
export type RuntimeOptionsMap = Record<string, Record<string, RuntimeOption>>;

/** A value written as TypeScript prints literals (`'info'`, `80`, `false`), like the `@default` values beside it. */
function asLiteral(value: unknown): string {
  return typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : JSON.stringify(value);
}

/** The default an option reports when no flag and no config set it; `null` means "decided at run time". */
export function defaultOfOption(option: RuntimeOption): string | undefined {
  try {
    const value = option.getValue?.({ commandLine: {} })?.value;
    return value === null || value === undefined ? undefined : asLiteral(value);
  } catch {
    return undefined;
  }
}

/** The declared `type` of each option of the option map, printed by the checker, keyed `group.option`. */
export function optionTypes(checker: ts.TypeChecker, optionsMapType: ts.Type): Map<string, string> {
  const types = new Map<string, string>();
  for (const group of checker.getPropertiesOfType(optionsMapType)) {
    for (const option of checker.getPropertiesOfType(checker.getTypeOfSymbol(group))) {
      const typeProperty = checker.getTypeOfSymbol(option).getProperty('type');
      if (typeProperty) types.set(`${group.name}.${option.name}`, withoutUndefined(printType(checker, checker.getTypeOfSymbol(typeProperty))));
    }
  }
  return types;
}

/** The flags of every group, in the map's order; options without a CLI flag are left out. */
export function cliFlagGroupsOf(runtime: RuntimeOptionsMap, types: ReadonlyMap<string, string>): Record<string, CliFlag[]> {
  const groups: Record<string, CliFlag[]> = {};
  for (const [group, options] of Object.entries(runtime)) {
    groups[group] = Object.entries(options).flatMap(([key, option]) => {
      if (typeof option.cliFlag !== 'string') return [];
      const flag: CliFlag = { flag: option.cliFlag, type: types.get(`${group}.${key}`) ?? 'unknown' };
      if (typeof option.ssrName === 'string') flag.apiName = option.ssrName;
      const fallback = defaultOfOption(option);
      if (fallback !== undefined) flag.default = fallback;
      return [flag];
    });
  }
  return groups;
}
