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
  private choices: Map<string, boolean> | undefined;
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly subscribers = new Map<string, (listener: () => void) => () => void>();

  constructor(
    private readonly namespace: string,
    private readonly activeKey: string | undefined,
  ) {}

  /**
   * Saved choices, read on first use rather than up front: a page's first sessionStorage access
   * waits on the browser process, and hydration never needs it (React renders the server's answer
   * first and asks the store only after committing). The categories holding the active page start
   * open whatever was saved: a reader arriving on a page always sees where it sits.
   */
  private saved(): Map<string, boolean> {
    this.choices ??= new Map(Object.entries(readChoices(this.namespace)).filter(([key]) => !containsActive(key, this.activeKey)));
    return this.choices;
  }

  isOpen(key: string, byDefault: boolean): boolean {
    return this.saved().get(key) ?? byDefault;
  }

  /** Flips a category the reader toggled, saves the choice, and wakes that category only. */
  toggle(key: string, byDefault: boolean): void {
    const choices = this.saved();
    choices.set(key, !this.isOpen(key, byDefault));
    writeChoices(this.namespace, Object.fromEntries(choices));
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  /** The subscribe function for one key, the same object on every render (as React wants). */
  subscriberOf(key: string): (listener: () => void) => () => void {
    let subscribe = this.subscribers.get(key);
    if (!subscribe) {
      subscribe = (listener) => {
        let set = this.listeners.get(key);
        if (!set) this.listeners.set(key, (set = new Set()));
        set.add(listener);
        return () => {
          set.delete(listener);
          if (set.size === 0) this.listeners.delete(key);
        };
      };
      this.subscribers.set(key, subscribe);
    }
    return subscribe;
  }
}
