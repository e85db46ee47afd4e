/**
 * Island data that is too big to travel in an island's serialized props (the apiSidebar alone is
 * tens of kilobytes). The server puts it here before rendering; in the browser the
 * `client:interaction` directive fetches it from the directive's URL and puts it here before
 * hydrating. A global keyed by URL, because the directive and the island are separate bundles.
 */
const REGISTRY = Symbol.for('docs.islandData');

type Holder = { [REGISTRY]?: Map<string, unknown> };

function registry(): Map<string, unknown> {
  const holder = globalThis as Holder;
  return (holder[REGISTRY] ??= new Map());
}

export function putIslandData(url: string, data: unknown): void {
  registry().set(url, data);
}

export function islandData<T>(url: string): T {
  const data = registry().get(url);
  if (data === undefined) throw new Error(`No island data was provided for ${url}`);
  return data as T;
}

/** Fired (bubbling) from inside an island once React has hydrated it. */
export const HYDRATED_EVENT = 'docs:island-hydrated';
