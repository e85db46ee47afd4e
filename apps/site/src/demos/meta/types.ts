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

/** Every demo is 640 wide at 30 fps unless its entry says otherwise. */
const STAGE = { width: 640, fps: 30 } as const;

/** A topic's demos as written: width and fps may be left to the stage's. */
export type DemoEntry = Omit<DemoInfo, 'width' | 'fps'> & Partial<Pick<DemoInfo, 'width' | 'fps'>>;

/** The topic's entries with the stage's width and fps filled in. */
export function defineDemos(entries: Record<string, DemoEntry>): Record<string, DemoInfo> {
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, { ...STAGE, ...entry }]));
}
