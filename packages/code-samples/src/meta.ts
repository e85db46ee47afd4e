/**
 * The two ways a page marks a code block:
 *   ```tsx title="src/Root.tsx"   the block is that file of a small multi-file example; blocks of the
 *                                  same page may import each other by these paths
 *   ```ts partial="reason"         the block is deliberately incomplete and is not type-checked;
 *   // partial: reason             the same marker, written as the block's first line
 * A partial marker must give its reason, so a skipped block is always a visible decision.
 */
export type BlockMeta = { title?: string; partial?: string };
export type MetaResult = { meta: BlockMeta; problems: string[] };

// key="value" or a bare key; values cannot contain quotes, which keeps the grammar trivial.
const TOKEN = /([a-zA-Z][\w-]*)(?:="([^"]*)")?/g;
const KNOWN_KEYS = ['title', 'partial'] as const;
type Key = (typeof KNOWN_KEYS)[number];

function isKnownKey(key: string): key is Key {
  return (KNOWN_KEYS as readonly string[]).includes(key);
}

export function parseMeta(text: string): MetaResult {
  const meta: BlockMeta = {};
  const problems: string[] = [];
  const rest = text.replace(TOKEN, (_match, key: string, value: string | undefined) => {
    if (isKnownKey(key)) meta[key] = value ?? '';
    else problems.push(`unknown code block meta "${key}" (known: ${KNOWN_KEYS.join(', ')})`);
    return '';
  });
  if (rest.trim() !== '') problems.push(`cannot read the code block meta "${text}"`);
  // Titles name files inside the page's own folder, so '..' and absolute paths are refused.
  const title = meta.title;
  if (title !== undefined && (!/^[\w.-][\w./-]*\.(ts|tsx|mts|cts)$/.test(title) || title.split('/').includes('..'))) {
    problems.push(`title="${meta.title}" must be a relative .ts, .tsx, .mts or .cts path`);
  }
  return { meta, problems };
}

const PARTIAL_COMMENT = /^\s*\/\/\s*partial:(.*)$/;

export type PartialResult = { reason: string | undefined; problems: string[] };

/** Why a block is partial (undefined if it is not); a marker without a reason is a problem. */
export function partialReasonOf(meta: BlockMeta, code: string): PartialResult {
  const firstLine = code.split('\n', 1)[0] ?? '';
  const reason = meta.partial ?? PARTIAL_COMMENT.exec(firstLine)?.[1];
  if (reason === undefined) return { reason: undefined, problems: [] };
  if (reason.trim() === '') {
    return { reason: 'no reason given', problems: ['a partial code block must say why: partial="reason" or a first line // partial: reason'] };
  }
  return { reason: reason.trim(), problems: [] };
}
