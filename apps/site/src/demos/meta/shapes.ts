/** Demos of @remotion/shapes: the make*() functions and their components. */
import type { DemoInfo } from './types';

export const SHAPES_DEMOS: Record<string, DemoInfo> = {};
