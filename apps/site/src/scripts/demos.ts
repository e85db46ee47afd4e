/**
 * Live demos (`markdown/demos.ts`): nothing loads until a reader presses a demo's Play button (a real
 * button, so Enter and Space work); then the player, React and the toolkit load once for the page,
 * shared by every demo on it, and the demo replaces its placeholder.
 */
const loadPlayer = () => import('./demo-player');

export function setUpDemos(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.demo-play');
    const placeholder = button?.closest<HTMLElement>('.demo[data-demo]');
    if (!button || !placeholder || placeholder.dataset.state) return;
    placeholder.dataset.state = 'loading';
    button.disabled = true;
    button.textContent = 'Loading the player…';
    void loadPlayer().then((player) => player.mountDemo(placeholder));
  });
}
