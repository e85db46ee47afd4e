/** An API name compared loosely: lower case, letters and digits only, so `<Player>` → `player`, `renderMedia()` and `render-media` → `rendermedia`. */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}
