/**
 * Reading option values parsed by cac (mri underneath), which hands back numbers for numeric
 * strings, `true` for a flag given without its value, and arrays for repeated flags.
 */
import { UsageError } from './errors.js';

/** A single string value, or undefined when the option was not given. */
export function stringOption(value: unknown, flag: string): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (Array.isArray(value)) throw new UsageError(`${flag} was given ${value.length} times; give it once`);
  if (value === true || value === '') throw new UsageError(`${flag} needs a value`);
  return String(value);
}

/** Every value of a repeatable option. */
export function listOption(value: unknown, flag: string): string[] {
  if (value === undefined || value === false) return [];
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => {
    if (item === true || item === '' || item === undefined) throw new UsageError(`${flag} needs a value`);
    return String(item);
  });
}

export function choiceOption<T extends string>(value: unknown, flag: string, choices: readonly T[], fallback: T): T {
  const given = stringOption(value, flag);
  if (given === undefined) return fallback;
  if (!(choices as readonly string[]).includes(given)) {
    throw new UsageError(`${flag} must be one of ${choices.join(', ')} (got "${given}")`);
  }
  return given as T;
}

export function positiveIntegerOption(value: unknown, flag: string): number | undefined {
  const given = stringOption(value, flag);
  if (given === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(given)) throw new UsageError(`${flag} must be a whole number of at least 1 (got "${given}")`);
  return Number(given);
}

/** A boolean flag; `--flag=false` and repeated flags are folded to a boolean. */
export function flagOption(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => item === true || item === 'true');
  return value === true || value === 'true';
}
