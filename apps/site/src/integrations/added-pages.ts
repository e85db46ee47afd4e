/**
 * Pages whose .mdx file was just added, until Astro's content collection has their body. Astro stores a
 * new body about half a second after the file appears (longer on a busy machine); a request for the
 * page in between finds it in the catalogue but not its body, so such requests wait for it.
 */
export type AddedPages = {
  /** The page `id`, served at `route`, was added just now. */
  add(route: string, id: string): void;
  /** Resolves once the page at `url` (if it was just added) has its body, or after `maxMs`. */
  settled(url: string, hasBody: (id: string) => Promise<boolean>): Promise<void>;
};

/** `/docs/x` and `/docs/x/` are one page; query and fragment do not matter. */
const normalRoute = (url: string) => url.replace(/[?#].*$/, '').replace(/\/?$/, '/');

export function createAddedPages(maxMs: number, intervalMs = 50): AddedPages {
  const pending = new Map<string, string>();
  return {
    add(route, id) {
      pending.set(normalRoute(route), id);
    },
    async settled(url, hasBody) {
      const route = normalRoute(url);
      const id = pending.get(route);
      if (id === undefined) return;
      const deadline = Date.now() + maxMs;
      while (!(await hasBody(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, intervalMs));
      pending.delete(route);
    },
  };
}
