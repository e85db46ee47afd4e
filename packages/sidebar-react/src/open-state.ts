/**
 * The reader's open/closed choices for one sidebar, kept in sessionStorage so they survive
 * navigation within a tab. Each category subscribes to its own key only, so toggling one category
 * re-renders that category and nothing else.
 */
import { containsActive } from './model.js';

export type StoredChoices = Record<string, boolean>;

/** The sessionStorage entry for a sidebar namespace. */
export function storageEntryOf(namespace: string): string {
  return `sidebar:${namespace}`;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage can be disabled (privacy settings, sandboxed frames)
  }
}

/** The choices saved for a namespace; malformed or unreadable entries count as none. */
export function readChoices(namespace: string): StoredChoices {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(storageEntryOf(namespace)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

function writeChoices(namespace: string, choices: StoredChoices): void {
  try {
    sessionStore()?.setItem(storageEntryOf(namespace), JSON.stringify(choices));
  } catch {
    // A full or disabled storage only costs persistence; toggling keeps working.
  }
}

export class OpenState {
  private readonly choices: Map<string, boolean>;
  private readonly listeners = new Map<string, Set<() => void>>();

  /**
   * Saved choices are applied, except that the categories holding the active page start open
   * whatever was saved: a reader arriving on a page always sees where it sits.
   */
  constructor(
    private readonly namespace: string,
    activeKey: string | undefined,
    saved: StoredChoices = readChoices(namespace),
  ) {
    this.choices = new Map(Object.entries(saved).filter(([key]) => !containsActive(key, activeKey)));
  }

  isOpen(key: string, byDefault: boolean): boolean {
    return this.choices.get(key) ?? byDefault;
  }

  /** Flips a category the reader toggled, saves the choice, and wakes that category only. */
  toggle(key: string, byDefault: boolean): void {
    this.choices.set(key, !this.isOpen(key, byDefault));
    writeChoices(this.namespace, Object.fromEntries(this.choices));
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }
}
