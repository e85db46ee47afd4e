/** Reading type texts as the checker prints them: the top-level members of a union. */

const OPENING = new Set(['(', '<', '[', '{']);
const CLOSING = new Set([')', '>', ']', '}']);

/** `A | (B | C) | D<E | F>` → `['A', '(B | C)', 'D<E | F>']`: splits at the `|` that no bracket encloses. */
export function unionMembers(text: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quote) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"' || character === '`') quote = character;
    else if (OPENING.has(character)) depth += 1;
    // `=>` is an arrow, not a closing bracket.
    else if (CLOSING.has(character) && !(character === '>' && text[index - 1] === '=')) depth -= 1;
    else if (character === '|' && depth === 0) {
      members.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(text.slice(start).trim());
  return members.filter((member) => member.length > 0);
}

/** The distinct members of several type texts, as one union. */
export function unionOf(texts: readonly string[]): string {
  return [...new Set(texts.flatMap(unionMembers))].join(' | ');
}
