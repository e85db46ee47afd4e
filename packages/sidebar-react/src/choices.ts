/**
 * Where the reader's open/closed choices for one sidebar live: a sessionStorage entry per
 * namespace, a JSON object from category key ("3.0.2") to open (true) or closed (false).
 */
export type StoredChoices = Record<string, boolean>;

/** The sessionStorage entry for a sidebar namespace. */
export function storageEntryOf(namespace: string): string {
  return `sidebar:${namespace}`;
}

/** The choices saved for a namespace; malformed or unreadable entries count as none. */
export function readChoices(namespace: string): StoredChoices {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageEntryOf(namespace)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {}; // storage can be disabled (privacy settings, sandboxed frames) or absent (server)
  }
}
