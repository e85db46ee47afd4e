/**
 * The sidebar's only script for a page that does not hydrate it: an inline `<script>` to place
 * right after the `<nav>`. It applies remembered choices while the page is parsed, and scrolls the
 * current link into view in the first frame (whose layout it needs anyway, rather than forcing
 * one mid-parse), so both show at the first paint, with no jump.
 */
import { storageEntryOf } from './choices.js';
import { rememberOpenCategories, scrollActiveIntoView } from './dom.js';

/** The script's text for a sidebar rendered with `storageKey` (the same key as `<Sidebar>`'s). */
export function sidebarScript(storageKey: string): string {
  const entry = JSON.stringify(storageEntryOf(storageKey)).replaceAll('<', '\\u003c');
  const source = `(()=>{const n=document.currentScript.previousElementSibling;(${rememberOpenCategories})(n,${entry});requestAnimationFrame(()=>(${scrollActiveIntoView})(n))})()`;
  // Indentation is all the whitespace there is to save; a line break may end a statement, so it stays.
  return source.replace(/\n\s+/g, '\n');
}
