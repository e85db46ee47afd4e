/**
 * `client:interaction`: hydrate an island on the reader's first pointer, touch or focus inside it,
 * so its framework code never loads for readers who only read. The directive's value, when it is a
 * URL, names JSON the island needs (see islands/island-data.ts); it is fetched while the code loads.
 *
 * A click that lands on a button before hydration has finished is held back and replayed once the
 * island reports it is hydrated, so the first toggle a reader makes is never lost. Links are left
 * alone: they work without JavaScript.
 */
import type { ClientDirective } from 'astro';
import { HYDRATED_EVENT, putIslandData } from '../islands/island-data.js';

const TRIGGERS = ['pointerover', 'focusin', 'touchstart'] as const;

async function fetchIslandData(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  putIslandData(url, await response.json());
}

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let heldClick: HTMLElement | undefined;

  const holdClicks = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !el.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = button;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    el.addEventListener('click', holdClicks, true);
    el.addEventListener(
      HYDRATED_EVENT,
      () => {
        el.removeEventListener('click', holdClicks, true);
        if (heldClick?.isConnected) heldClick.click();
        heldClick = undefined;
      },
      { once: true },
    );
    const dataUrl = typeof options.value === 'string' && options.value.startsWith('/') ? options.value : undefined;
    const [hydrate] = await Promise.all([load(), dataUrl === undefined ? undefined : fetchIslandData(dataUrl)]);
    await hydrate();
  };

  for (const type of TRIGGERS) el.addEventListener(type, start, { passive: true });
};

export default interaction;
