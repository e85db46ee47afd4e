/**
 * A demo's player: the toolkit's own `<Player>` with its controls, looping, a visible frame counter,
 * ← and → to step a frame, and a slider per prop the demo lets a reader change (shown as the props
 * the code receives). Loaded only when a reader acts on a Play button (see `demos.ts`); what to play
 * comes from the placeholder's `data-demo-info`.
 */
import { Player, type PlayerRef } from '@remotion/player';
import { type ComponentType, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { DemoInfo } from '../demos/catalog';
import { loadDemoComponent } from '../demos/loaders';

type DemoProps = Record<string, number | string>;
type Props = { info: DemoInfo; component: ComponentType<DemoProps> };

/** One object for every render, so a render of the view does not hand the player a new style. */
const FILL_STAGE = { width: '100%', height: '100%' };

/** The frame the player shows; its own component, so each frame renders the counter rather than the whole view and player. */
function FrameCounter({ player, lastFrame }: { player: RefObject<PlayerRef | null>; lastFrame: number }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const current = player.current;
    if (!current) return undefined;
    const onFrame = (event: { detail: { frame: number } }) => setFrame(event.detail.frame);
    current.addEventListener('frameupdate', onFrame);
    return () => current.removeEventListener('frameupdate', onFrame);
  }, [player]);
  return (
    <span className="demo-frame" aria-live="off">
      frame <output>{frame}</output> / {lastFrame}
    </span>
  );
}

function DemoView({ info, component }: Props) {
  const player = useRef<PlayerRef>(null);
  const [props, setProps] = useState<DemoProps>({ ...info.defaultProps });
  // Runs after the counter's effect (a child's effects run first), so the counter sees every frame.
  useEffect(() => {
    player.current?.play();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    const current = player.current;
    if (!current || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    if (['INPUT', 'SELECT'].includes((event.target as HTMLElement).tagName)) return;
    event.preventDefault();
    current.pause();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    current.seekTo((current.getCurrentFrame() + step + info.durationInFrames) % info.durationInFrames);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys bubble up from the focused player and its controls; the wrapper itself takes no focus
    <div className="demo-live" onKeyDown={onKeyDown}>
      <div className="demo-stage" style={{ aspectRatio: `${info.width} / ${info.height}` }}>
        <Player
          ref={player}
          component={component}
          inputProps={props}
          durationInFrames={info.durationInFrames}
          fps={info.fps}
          compositionWidth={info.width}
          compositionHeight={info.height}
          style={FILL_STAGE}
          controls
          loop
          clickToPlay
          spaceKeyToPlayOrPause
          // No demo has sound: muted, the player creates no AudioContext (a profile at 4x throttling showed ~0.1 s in it) and shows no volume control.
          initiallyMuted
          showVolumeControls={false}
          // Nor does it need the five shared <audio> elements the player otherwise mounts for <Audio> (4.x's default).
          numberOfSharedAudioTags={0}
          // This site uses the Player under the Remotion License (see /docs/license); the prop says so and drops the console notice.
          acknowledgeRemotionLicense
        />
      </div>
      <div className="demo-bar">
        <FrameCounter player={player} lastFrame={info.durationInFrames - 1} />
        {info.controls.map((control) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its <input> or <select>; the rule does not look into the conditional
          <label key={control.prop} className="demo-control">
            {control.label}
            {control.kind === 'range' ? (
              <input
                type="range"
                min={control.min}
                max={control.max}
                step={control.step}
                value={props[control.prop]}
                onChange={(event) => setProps((before) => ({ ...before, [control.prop]: Number(event.target.value) }))}
              />
            ) : (
              <select value={props[control.prop]} onChange={(event) => setProps((before) => ({ ...before, [control.prop]: event.target.value }))}>
                {control.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            )}
          </label>
        ))}
        <code className="demo-props">{JSON.stringify(props)}</code>
      </div>
    </div>
  );
}

/** Loads a placeholder's demo; resolves to what replaces the placeholder with its player. */
export async function loadDemo(placeholder: HTMLElement): Promise<() => void> {
  // The page carries the demo's entry (see markdown/demos.ts), so this chunk needs no catalogue of every demo.
  const info = JSON.parse(placeholder.dataset.demoInfo ?? 'null') as DemoInfo | null;
  if (!info) return () => {};
  const component = await loadDemoComponent(info);
  return () => mountDemo(placeholder, info, component);
}

/**
 * Replaces a demo's placeholder with its player, focused so Space and the arrows work at once. The
 * first render is synchronous: the emptied placeholder is never painted on its own, and the player's
 * first effects (it measures itself, then shows the composition) run in the same task.
 */
function mountDemo(placeholder: HTMLElement, info: DemoInfo, component: ComponentType<DemoProps>): void {
  placeholder.dataset.state = 'playing';
  placeholder.replaceChildren();
  const root = createRoot(placeholder);
  flushSync(() => root.render(<DemoView info={info} component={component} />));
  requestAnimationFrame(() => placeholder.querySelector<HTMLElement>('.demo-live')?.querySelector<HTMLElement>('[tabindex], button')?.focus());
}
