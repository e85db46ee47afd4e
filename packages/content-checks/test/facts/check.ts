/** Checks claims against the installed packages; each broken claim becomes one line saying what was found instead. */
import { isDeepStrictEqual } from 'node:util';
import { didYouMeanSuffix } from '@docs/catalogue';
import { loadDeclarations, type Declarations } from './declarations.js';
import { packageFile, readPackageFile, requireFile } from './packages.js';
import { defaultsOfFlag, rendererOptions } from './renderer-options.js';
import type { Fact, SourcedFact } from './schema.js';

/** What is checked, loaded once for a whole set of claims. */
export type Environment = { declarations: Declarations; flags: Set<string> };

/** The packages the TypeScript program has to import for these claims. */
function specifiersOf(facts: readonly Fact[]): string[] {
  return facts.flatMap((fact) => (fact.kind === 'export' || fact.kind === 'option' ? [fact.package] : []));
}

/** Builds the one TypeScript program and the flag list that all of these claims are checked against. */
export function loadEnvironment(facts: readonly Fact[]): Environment {
  const declarations = loadDeclarations(specifiersOf(facts));
  const flags = new Set([...rendererOptions().map((option) => option.cliFlag), ...declarations.cliFlags()]);
  return { declarations, flags };
}

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/** Follows a dotted path into a value; undefined `found` with a reason when a step is missing. */
function follow(root: unknown, dotted: string): { found: unknown } | { missing: string } {
  let current = root;
  for (const [index, key] of dotted.split('.').entries()) {
    if (typeof current !== 'object' || current === null || !(key in current)) {
      const keys = typeof current === 'object' && current !== null ? Object.keys(current) : [];
      return {
        missing: `${dotted
          .split('.')
          .slice(0, index + 1)
          .join('.')} does not exist${didYouMeanSuffix(key, keys)}`,
      };
    }
    current = (current as Record<string, unknown>)[key];
  }
  return { found: current };
}

/** What the packages hold instead of the claim, or undefined when the claim holds. */
export function findInstead(fact: Fact, environment: Environment): string | undefined {
  switch (fact.kind) {
    case 'cli-flag':
      return environment.flags.has(fact.flag)
        ? undefined
        : `no renderer option has cliFlag "${fact.flag}" and no CLI parses --${fact.flag}${didYouMeanSuffix(fact.flag, environment.flags)}`;
    case 'default': {
      const defaults = defaultsOfFlag(fact.flag);
      if (defaults.length === 0) return `no renderer option has cliFlag "${fact.flag}"${didYouMeanSuffix(fact.flag, environment.flags)}`;
      if (defaults.some((entry) => 'value' in entry && isDeepStrictEqual(entry.value, fact.value))) return undefined;
      return defaults
        .map((entry) => ('value' in entry ? `${entry.key} defaults to ${show(entry.value)}` : `${entry.key}.getValue() threw: ${entry.error}`))
        .join('; ');
    }
    case 'export': {
      const names = environment.declarations.exportsOf(fact.package);
      if (!names) return `cannot resolve the types of ${fact.package}`;
      return names.includes(fact.name) ? undefined : `${fact.package} has no export ${fact.name}${didYouMeanSuffix(fact.name, names)}`;
    }
    case 'option': {
      const memberPath = fact.name.split('.');
      const members = environment.declarations.membersOf(fact.package, fact.function, memberPath);
      if ('problem' in members) return members.problem;
      const last = memberPath.at(-1)!;
      return members.names.includes(last) ? undefined : `${fact.function}() has no option ${fact.name}${didYouMeanSuffix(last, members.names)}`;
    }
    case 'value': {
      const file = packageFile(fact.package, fact.file);
      if ('missing' in file) return file.missing;
      let loaded: unknown;
      try {
        loaded = requireFile(file.path);
      } catch (error) {
        return `${fact.package}/${fact.file} cannot be loaded: ${(error as Error).message.split('\n')[0]}`;
      }
      const result = follow(loaded, fact.path);
      if ('missing' in result) return result.missing;
      return isDeepStrictEqual(result.found, fact.value) ? undefined : `${fact.path} is ${show(result.found)}`;
    }
    case 'text': {
      const file = packageFile(fact.package, fact.file);
      if ('missing' in file) return file.missing;
      return readPackageFile(file.path).includes(fact.contains) ? undefined : `${fact.package}/${fact.file} does not contain this text`;
    }
  }
}

/** A claim in a few words, for the report line. */
export function describeFact(fact: Fact): string {
  switch (fact.kind) {
    case 'cli-flag':
      return `--${fact.flag} exists`;
    case 'default':
      return `--${fact.flag} defaults to ${show(fact.value)}`;
    case 'export':
      return `${fact.package} exports ${fact.name}`;
    case 'option':
      return `${fact.function}() of ${fact.package} takes ${fact.name}`;
    case 'value':
      return `${fact.package}/${fact.file} ${fact.path} = ${show(fact.value)}`;
    case 'text':
      return `${fact.package}/${fact.file} contains ${show(fact.contains)}`;
  }
}

/** One line per broken claim: `source file, page: claim — found instead`. */
export function brokenClaims(facts: readonly SourcedFact[], environment: Environment): string[] {
  return facts.flatMap((fact) => {
    const instead = findInstead(fact, environment);
    return instead === undefined ? [] : [`${fact.source}, ${fact.page}: ${describeFact(fact)} — found instead: ${instead}`];
  });
}
