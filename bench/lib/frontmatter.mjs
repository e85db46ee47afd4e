/**
 * Writes a page file: YAML frontmatter + body. Values are written as JSON strings, which are valid
 * YAML scalars, so titles such as `<Player>` or `renderMedia(): options` need no hand-quoting.
 */
export function frontmatterBlock(fields) {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

export function pageFile(fields, body) {
  const text = body ?? '';
  return `${frontmatterBlock(fields)}${text.startsWith('\n') ? '' : '\n'}${text}${text.endsWith('\n') ? '' : '\n'}`;
}
