/** Requests for a page just added wait for its body; on fake timers, so nothing depends on the machine's speed. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAddedPages } from '../../src/integrations/added-pages';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled, without waiting for it. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('pages just added', () => {
  it('lets a page through at once when it was not just added', async () => {
    let asked = 0;
    await createAddedPages(1_000).settled('/docs/a/', async () => {
      asked++;
      return false;
    });
    expect(asked).toBe(0);
  });

  it('holds a request for an added page, with or without its slash or query, until it has a body', async () => {
    const pages = createAddedPages(5_000, 5);
    pages.add('/docs/new', 'new');
    let stored = false;
    const request = pages.settled('/docs/new/?from=sidebar', async (id) => id === 'new' && stored);
    await vi.advanceTimersByTimeAsync(100);
    expect(await isSettled(request)).toBe(false);
    stored = true;
    await vi.advanceTimersByTimeAsync(5);
    expect(await isSettled(request)).toBe(true);
    // Once settled, later requests go straight through.
    let asked = 0;
    await pages.settled('/docs/new/', async () => {
      asked++;
      return true;
    });
    expect(asked).toBe(0);
  });

  it('gives up waiting after its time limit, and no sooner', async () => {
    const pages = createAddedPages(40, 5);
    pages.add('/docs/never/', 'never');
    const request = pages.settled('/docs/never/', async () => false);
    await vi.advanceTimersByTimeAsync(35);
    expect(await isSettled(request)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await isSettled(request)).toBe(true);
  });
});
