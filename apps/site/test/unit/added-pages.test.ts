import { describe, expect, it } from 'vitest';
import { createAddedPages } from '../../src/integrations/added-pages';

describe('pages just added', () => {
  it('lets a page through at once when it was not just added', async () => {
    let asked = 0;
    await createAddedPages(1_000).settled('/docs/a/', async () => (asked++, false));
    expect(asked).toBe(0);
  });

  it('holds a request for an added page, with or without its slash or query, until it has a body', async () => {
    const pages = createAddedPages(5_000, 5);
    pages.add('/docs/new', 'new');
    let stored = false;
    setTimeout(() => (stored = true), 60);
    const started = Date.now();
    await pages.settled('/docs/new/?from=sidebar', async (id) => id === 'new' && stored);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    // Once settled, later requests go straight through.
    let asked = 0;
    await pages.settled('/docs/new/', async () => (asked++, true));
    expect(asked).toBe(0);
  });

  it('gives up waiting after its time limit', async () => {
    const pages = createAddedPages(40, 5);
    pages.add('/docs/never/', 'never');
    const started = Date.now();
    await pages.settled('/docs/never/', async () => false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
