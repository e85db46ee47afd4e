/**
 * The live demos pages can embed with `::demo{name="…"}`: what the Markdown step needs to place one
 * (its file, size and title) without loading React or the toolkit. Each demo is one file in this
 * folder whose source is also the code block shown beside it, and which the code-samples check
 * type-checks; its entry lives in `meta/<topic>.ts`, and `loaders.ts` loads the component when a
 * reader presses Play.
 */
import { ANIMATION_DEMOS } from './meta/animation';
import { EFFECTS_DEMOS } from './meta/effects';
import { PATHS_DEMOS } from './meta/paths';
import { SHAPES_DEMOS } from './meta/shapes';
import { TEXT_DEMOS } from './meta/text';
import { TIMING_DEMOS } from './meta/timing';
import { TRANSITIONS_DEMOS } from './meta/transitions';
import type { DemoInfo } from './meta/types';

export type { DemoControl, DemoInfo } from './meta/types';

/** Every demo by name; a name is unique across the topic files (a test checks it). */
export const DEMO_TOPICS: Record<string, Record<string, DemoInfo>> = {
  animation: ANIMATION_DEMOS,
  timing: TIMING_DEMOS,
  transitions: TRANSITIONS_DEMOS,
  shapes: SHAPES_DEMOS,
  paths: PATHS_DEMOS,
  effects: EFFECTS_DEMOS,
  text: TEXT_DEMOS,
};

export const DEMOS: Record<string, DemoInfo> = Object.assign({}, ...Object.values(DEMO_TOPICS));

export function isDemoName(name: string): boolean {
  return Object.hasOwn(DEMOS, name);
}
