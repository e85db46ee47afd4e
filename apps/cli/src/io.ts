/**
 * Terminal output: colours decided once per stream, and a guard that keeps untrusted catalogue
 * strings from sending control sequences to the terminal.
 */
import pc from 'picocolors';

export type Colors = ReturnType<typeof pc.createColors>;

export type Stream = { isTTY?: boolean; write(text: string): unknown };

/**
 * Colour only when writing to a terminal, and never when NO_COLOR is set (https://no-color.org).
 * picocolors' own detection also turns colour on whenever CI is set, even into a pipe or a log file,
 * so the decision is made here and handed to `createColors`. FORCE_COLOR (non-empty, not "0") forces it.
 */
export function colourEnabled(stream: Stream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return stream.isTTY === true && env.TERM !== 'dumb';
}

export type Output = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Colours for text written with `out`. */
  c: Colors;
  /** Colours for text written with `err`. */
  ec: Colors;
};

export function processOutput(): Output {
  return {
    out: (text) => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => void process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    c: pc.createColors(colourEnabled(process.stdout)),
    ec: pc.createColors(colourEnabled(process.stderr)),
  };
}

/** Catalogue text made safe to print (one home for the CLI and every problem report). */
export { printable } from '@docs/catalogue';

/** "1 page", "3 pages". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Left-aligned columns; the last column is not padded. Widths ignore ANSI colour codes. */
export function columns(rows: string[][], gap = '  '): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes it strips
  const visible = (cell: string) => cell.replace(/\u001b\[[0-9;]*m/g, '').length;
  const widths: number[] = [];
  for (const row of rows) {
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, visible(cell));
  }
  return rows.map((row) =>
    row
      .map((cell, index) => (index === row.length - 1 ? cell : cell + ' '.repeat(widths[index]! - visible(cell))))
      .join(gap)
      .trimEnd(),
  );
}
