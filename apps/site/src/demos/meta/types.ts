/** A prop a reader can change while a demo plays: a slider, or a select when `options` is given. */
export type DemoControl =
  | { kind: 'range'; prop: string; label: string; min: number; max: number; step: number }
  | { kind: 'select'; prop: string; label: string; options: readonly string[] };

export type DemoInfo = {
  /** What the demo shows, for its Play button and the player's accessible name. */
  title: string;
  /** The file in `src/demos/`, also shown as the demo's code. */
  file: string;
  /** The component the file exports by that name. */
  component: string;
  width: number;
  height: number;
  fps: number;
  /** At most 5 seconds of video (a test checks it). */
  durationInFrames: number;
  /** Props a reader can change while it plays, with their starting values. */
  defaultProps: Record<string, number | string>;
  controls: readonly DemoControl[];
};
