/** Where and how `astro build` renders the bodies: the worker count, the plan, and one report of every broken link. */
import { describe, expect, it } from 'vitest';
import { LANES_PER_WORKER, planRendering, renderEvery, WORKERS_FROM, workerCount } from '../../src/markdown/body-scheduler';
import { BrokenLinksError } from '../../src/markdown/doc-links';

describe('the worker count', () => {
  it('is one fewer than the cores, at least one and at most four, unless the config says otherwise (its checks: site-config.test.ts)', () => {
    expect(workerCount(undefined, 1)).toBe(1);
    expect(workerCount(undefined, 2)).toBe(1);
    expect(workerCount(undefined, 3)).toBe(2);
    expect(workerCount(undefined, 16)).toBe(4);
    expect(workerCount(0, 16)).toBe(0);
    expect(workerCount(6, 2)).toBe(6);
  });
});

describe('the rendering plan', () => {
  it('uses the workers for many bodies, even one, with a queue of bodies per worker', () => {
    expect(planRendering({ toRender: WORKERS_FROM, workers: 3 })).toEqual({ where: 'workers', workers: 3, lanes: 3 * LANES_PER_WORKER });
    expect(planRendering({ toRender: WORKERS_FROM, workers: 1 })).toEqual({ where: 'workers', workers: 1, lanes: LANES_PER_WORKER });
  });

  it('renders on this thread when few bodies are left, or with no worker', () => {
    const here = { where: 'this thread', lanes: 4 };
    expect(planRendering({ toRender: WORKERS_FROM - 1, workers: 4 })).toEqual(here);
    expect(planRendering({ toRender: 1000, workers: 0 })).toEqual(here);
  });
});

describe('rendering every body', () => {
  it('renders each page once, at most `lanes` at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await renderEvery(
      [1, 2, 3, 4, 5, 6, 7],
      async (page) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        seen.push(page);
        inFlight -= 1;
      },
      3,
    );
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('reports the broken links of every page together, once, sorted, without a stack trace', async () => {
    const render = async (page: string) => {
      if (page !== 'fine') throw new BrokenLinksError([{ file: `docs/${page}.md`, line: 3, url: '/docs/nope' }]);
    };
    const error = await renderEvery(['c', 'fine', 'a'], render, 2).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrokenLinksError);
    expect((error as BrokenLinksError).links.map((link) => link.file)).toEqual(['docs/a.md', 'docs/c.md']);
    expect((error as Error).stack).toBe('');
  });

  it('throws a fault of the code as it is, after every page was tried', async () => {
    const tried: string[] = [];
    const fault = new Error('the processor broke');
    const error = await renderEvery(
      ['a', 'b', 'c'],
      async (page) => {
        tried.push(page);
        if (page === 'a') throw fault;
      },
      1,
    ).catch((caught: unknown) => caught);
    expect(error).toBe(fault);
    expect(tried).toEqual(['a', 'b', 'c']);
  });
});
