/**
 * Checks each default our texts write against the packages' code (`data/code-defaults.json`), not
 * against their JSDoc: a literal default (`10`, `'h264'`, `false`) must be one the code gives that
 * name, or the option map's default for a renderer option or a config setter. A default in words
 * ("half the CPU threads") cannot be matched and is counted apart, for a reader to check.
 */
import { z } from 'zod';
import { REFERENCE_PATH, type ReferenceProblem } from './problems.js';
import type { ApiData, Member } from './schema.js';
import { membersByKey, type ReferenceTexts, type SourcedText } from './texts.js';

/**
 * Per name, the literals the code defaults it to (`= 10`, `?? 10`), the literals it is given as an
 * object property (`damping: 10`, weaker evidence), and the names it is passed on as.
 */
export type CodeDefaults = { defaults: Record<string, string[]>; values: Record<string, string[]>; aliases: Record<string, string[]> };

/** A literal written the way the texts write it: single quotes, single spaces (`['a', 'b']`). */
export function normalizeLiteral(text: string): string {
  return text
    .replace(/"((?:[^"\\]|\\.)*)"/g, "'$1'")
    .replace(/\s+/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']')
    .replace(/,\]/g, ']');
}

export const CodeDefaultsSchema = z
  .object({
    generatedBy: z.string(),
    defaults: z.record(z.string(), z.array(z.string())),
    values: z.record(z.string(), z.array(z.string())),
    aliases: z.record(z.string(), z.array(z.string())),
  })
  .strict();
export type CodeDefaultsFile = z.infer<typeof CodeDefaultsSchema>;

/**
 * How a text's default relates to the code: found there; `false` for an optional boolean the code
 * never defaults (absent reads as false); found by a reader where the scan cannot (`defaults-by-hand.yaml`);
 * written in words; or literal and found nowhere.
 */
export type DefaultStatus = 'confirmed' | 'absent-is-false' | 'by-hand' | 'in-words' | 'unconfirmed';

/** `data/defaults-by-hand.yaml`: per text key (or option id), where in the code a reader found a default the scan cannot. */
export const DefaultsByHandSchema = z.record(z.string().min(1), z.string().min(20, 'say where in the code the default is set'));
export type DefaultsByHand = z.infer<typeof DefaultsByHandSchema>;

export type DefaultVerdict = { key: string; text: SourcedText; default: string; status: DefaultStatus; found: string[] };

const LITERAL = /^(?:-?\d+(?:\.\d+)?|true|false|null|Infinity|\[.*\]|\{\}|'[^']*')$/;

/** True when a default is a literal the code could contain, rather than words. */
export function isLiteralDefault(text: string): boolean {
  return LITERAL.test(text.trim());
}

/** `setJpegQuality` → `jpeg-quality`: the flag a config setter stands for. */
export function flagOfSetter(name: string): string | undefined {
  const match = /^set([A-Z]\w*)$/.exec(name);
  return match ? match[1]!.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase() : undefined;
}

/** The member name a text key ends in: `SpringConfig.damping` → `damping`, `getSites(region)` → `region`. */
export function memberNameOf(key: string): string {
  const parameter = /\(([\w$]+)\)$/.exec(key);
  if (parameter) return parameter[1]!;
  return key.slice(key.lastIndexOf('.') + 1).replace(/^.*#/, '');
}

/** The names a name is known by in the code: itself and the names it is passed on as. */
function namesInCode(code: CodeDefaults, name: string): string[] {
  return [name, ...(code.aliases[name] ?? [])];
}

/** The literals the code defaults a name to (`= 10`, `?? 10`), under any of its names. */
function defaultsOf(code: CodeDefaults, name: string): string[] {
  return [...new Set(namesInCode(code, name).flatMap((each) => code.defaults[each] ?? []))];
}

/** Defaults, and the literals the name is given as an object property (`damping: 10` in a defaults object). */
function evidenceOf(code: CodeDefaults, name: string): string[] {
  return [...new Set([...defaultsOf(code, name), ...namesInCode(code, name).flatMap((each) => code.values[each] ?? [])])];
}

/** An option's defaults: the option map's own (the flags of every group carry the same one), and the code's for its Node.js API name. */
function optionDefaults(data: ApiData, code: CodeDefaults, id: string): string[] {
  const option = data.rendererOptions[id];
  return [...(option?.default === undefined ? [] : [option.default]), ...(option?.apiName ? evidenceOf(code, option.apiName) : [])].map(normalizeLiteral);
}

/**
 * The option ids a config setter stands for: by its name (`setJpegQuality` → `jpeg-quality`), or by
 * the option object the code hands its `setConfig` to (`setLogLevel: logLevelOption.setConfig`, and
 * that object's `cliFlag` is `log`).
 */
function optionsOfSetter(data: ApiData, code: CodeDefaults, name: string): string[] {
  const ids = new Set<string>();
  const byName = flagOfSetter(name);
  if (byName !== undefined && byName in data.rendererOptions) ids.add(byName);
  for (const option of code.aliases[name] ?? []) {
    for (const flag of code.aliases[option] ?? []) if (flag.startsWith('--') && flag.slice(2) in data.rendererOptions) ids.add(flag.slice(2));
  }
  return [...ids];
}

function verdict(key: string, text: SourcedText, found: string[], strongDefaults: string[], member: Member | undefined): DefaultVerdict {
  const written = text.default!.trim();
  if (!isLiteralDefault(written)) return { key, text, default: written, status: 'in-words', found };
  if (found.includes(normalizeLiteral(written))) return { key, text, default: written, status: 'confirmed', found };
  const optionalBoolean = member?.optional && /^boolean$/.test(member.type);
  if (written === 'false' && optionalBoolean && strongDefaults.every((each) => each === 'null' || each === 'false'))
    return { key, text, default: written, status: 'absent-is-false', found };
  return { key, text, default: written, status: 'unconfirmed', found };
}

/** One verdict per text that writes a default: member texts by key, then option texts by id. */
export function checkTextDefaults(texts: ReferenceTexts, data: ApiData, code: CodeDefaults, byHand: DefaultsByHand = {}): DefaultVerdict[] {
  const members = membersByKey(data);
  const verdicts: DefaultVerdict[] = [];
  for (const [key, text] of texts.members) {
    if (text.default === undefined) continue;
    const member = members.get(key);
    const name = memberNameOf(key);
    const options = [...(member?.option === undefined ? [] : [member.option]), ...optionsOfSetter(data, code, name)];
    // `setBufferStateDelayInMilliseconds` sets what the code reads as `bufferStateDelayInMilliseconds`.
    const setValue = /^set([A-Z])(\w*)$/.exec(name);
    const names = setValue ? [name, `${setValue[1]!.toLowerCase()}${setValue[2]}`] : [name];
    const found = [...names.flatMap((each) => evidenceOf(code, each)), ...options.flatMap((id) => optionDefaults(data, code, id))];
    verdicts.push(verdict(key, text, found, defaultsOf(code, name), member));
  }
  for (const [id, text] of texts.options) {
    if (text.default === undefined) continue;
    const found = optionDefaults(data, code, id);
    verdicts.push(verdict(id, text, found, found, undefined));
  }
  return verdicts.map((each) => (each.status === 'unconfirmed' && byHand[each.key] !== undefined ? { ...each, status: 'by-hand' } : each));
}

/** Verdicts counted by status, for reports. */
export function countVerdicts(verdicts: readonly DefaultVerdict[]): Record<DefaultStatus, number> {
  const counts: Record<DefaultStatus, number> = { confirmed: 0, 'absent-is-false': 0, 'by-hand': 0, 'in-words': 0, unconfirmed: 0 };
  for (const each of verdicts) counts[each.status] += 1;
  return counts;
}

/** Entries of `defaults-by-hand.yaml` that are not needed: the scan confirms them, or no text writes that default. */
export function staleByHand(verdicts: readonly DefaultVerdict[], byHand: DefaultsByHand): string[] {
  const used = new Set(verdicts.filter((each) => each.status === 'by-hand').map((each) => each.key));
  return Object.keys(byHand).filter((key) => !used.has(key));
}

/** A default the code does not confirm, at its text's file and line, with what the code has. */
export function unconfirmedDefaultProblem(verdict: DefaultVerdict): ReferenceProblem {
  const found = verdict.found.length > 0 ? ` (it has: ${verdict.found.slice(0, 5).join(', ')})` : '';
  const { file, line, entry } = verdict.text;
  return {
    code: 'default-not-in-code',
    message: `${entry}: default ${verdict.default} is not in the code${found}`,
    severity: 'error',
    file,
    ...(line === undefined ? {} : { line }),
    path: [REFERENCE_PATH, 'texts', entry],
  };
}
