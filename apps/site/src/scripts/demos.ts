/**
 * Live demos (`markdown/demos.ts`): nothing loads until a reader acts on a demo's Play button (a real
 * button, so Enter and Space work). Loading starts as a pointer goes down on it, the first moment of
 * a click (from the keyboard, on the click); the player, React and the toolkit load once for the
 * page, shared by every demo on it, and on the click the demo replaces its placeholder.
 * The player is its own bundle (`src/demo-bundle/`), found through `virtual:docs/demo-player`.
 */
import { importDemoPlayer } from 'virtual:docs/demo-player';

const loads = new WeakMap<HTMLElement, Promise<() => void>>();

/** Loads the player and the placeholder's demo, once however often it is asked; resolves to what mounts it. */
function load(placeholder: HTMLElement): Promise<() => void> {
  let loaded = loads.get(placeholder);
  if (!loaded) {
    loaded = importDemoPlayer().then((player) => player.loadDemo(placeholder));
    loads.set(placeholder, loaded);
  }
  return loaded;
}

const placeholderOf = (event: Event) => (event.target as Element).closest?.('.demo-play')?.closest<HTMLElement>('.demo[data-demo]');

export function setUpDemos(): void {
  document.addEventListener('pointerdown', (event) => {
    const placeholder = event.button === 0 ? placeholderOf(event) : undefined;
    if (placeholder && !placeholder.dataset.state) void load(placeholder);
  });
  document.addEventListener('click', (event) => {
    const placeholder = placeholderOf(event);
    const button = placeholder?.querySelector<HTMLButtonElement>('.demo-play');
    if (!placeholder || !button || placeholder.dataset.state) return;
    placeholder.dataset.state = 'loading';
    button.disabled = true;
    button.textContent = 'Loading the player…';
    void load(placeholder).then((mount) => mount());
  });
}
