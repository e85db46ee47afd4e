/**
 * Schema issues as a writer reads them: the field, what is wrong with it, the value that was found,
 * and for an unknown key or option the nearest known one.
 */
import type { z } from 'zod';
import { isRecord } from './guards.js';
import { didYouMean } from './suggest.js';

export type IssueLine = { path: (string | number)[]; message: string };

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

/** A value as a message quotes it: compact JSON, cut at 60 characters. */
export function showValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The value at `path` in `input`, if there is one. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isRecord(value) && typeof key === 'string' && Object.hasOwn(value, key)) value = value[key];
    else return undefined;
  }
  return value;
}

/** The keys an object schema allows at `path` (through optional and nullable wrappers); empty when it is not an object. */
function keysAt(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  const unwrap = () => {
    while (current && typeof (current as { unwrap?: unknown }).unwrap === 'function') current = (current as { unwrap(): unknown }).unwrap();
  };
  for (const key of path) {
    unwrap();
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (!shape || typeof key !== 'string' || !Object.hasOwn(shape, key)) return [];
    current = shape[key];
  }
  unwrap();
  const shape = (current as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.');
const prefixed = (path: readonly PropertyKey[], message: string) => (path.length ? `${fieldOf(path)}: ${message}` : message);

function unknownKeyLines(issue: Extract<Issue, { code: 'unrecognized_keys' }>, schema: AnySchema): IssueLine[] {
  const known = keysAt(schema, issue.path);
  return issue.keys.map((key) => {
    const hint = didYouMean(key, known) ?? (known.length ? `the known keys are ${known.join(', ')}` : undefined);
    return {
      path: [...issue.path.map((part) => (typeof part === 'number' ? part : String(part))), key],
      message: `${prefixed(issue.path, `unknown key "${key}"`)}${hint ? `; ${hint}` : ''}`,
    };
  });
}

function invalidLine(issue: Issue, input: unknown): IssueLine {
  const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
  const value = valueAt(input, issue.path);
  let message = issue.message;
  if (value !== undefined) message += ` (found ${showValue(value)})`;
  if (issue.code === 'invalid_value' && typeof value === 'string') {
    const hint = didYouMean(
      value,
      issue.values.filter((option): option is string => typeof option === 'string'),
    );
    if (hint) message += `; ${hint}`;
  }
  return { path, message: prefixed(issue.path, message) };
}

/** One line per problem in `issues`, each naming its field and the value found; one per unknown key. */
export function explainIssues(issues: readonly Issue[], input: unknown, schema: AnySchema): IssueLine[] {
  return issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? unknownKeyLines(issue, schema) : [invalidLine(issue, input)]));
}
