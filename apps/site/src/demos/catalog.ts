/**
 * The live demos pages can embed with `::demo{name="…"}`: what the Markdown step needs to place one
 * (its file, size and title) without loading React or the toolkit. Each demo is one file in this
 * folder whose source is also the code block shown beside it, and which the code-samples check
 * type-checks; `loaders.ts` loads its component when a reader presses Play.
 */
export type DemoControl = { prop: string; label: string; min: number; max: number; step: number };

export type DemoInfo = {
  /** What the demo shows, for its Play button and the player's accessible name. */
  title: string;
  /** The file in this folder, also shown as the demo's code. */
  file: string;
  width: number;
  height: number;
  fps: number;
  durationInFrames: number;
  /** Props a reader can change while it plays, with their starting values. */
  defaultProps: Record<string, number>;
  controls: DemoControl[];
};

export const DEMOS = {
  'spring-damping': {
    title: 'A spring settling, with its damping',
    file: 'spring-damping.tsx',
    width: 640,
    height: 240,
    fps: 30,
    durationInFrames: 90,
    defaultProps: { damping: 8 },
    controls: [{ prop: 'damping', label: 'damping', min: 1, max: 40, step: 1 }],
  },
  'interpolate-ranges': {
    title: 'A badge fading and sliding in with interpolate()',
    file: 'interpolate-ranges.tsx',
    width: 640,
    height: 240,
    fps: 30,
    durationInFrames: 90,
    defaultProps: { endFrame: 45 },
    controls: [{ prop: 'endFrame', label: 'endFrame', min: 10, max: 80, step: 5 }],
  },
} as const satisfies Record<string, DemoInfo>;

export type DemoName = keyof typeof DEMOS;

export function isDemoName(name: string): name is DemoName {
  return Object.hasOwn(DEMOS, name);
}
