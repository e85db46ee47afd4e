/** Demos of @remotion/transitions: presentations and timings. */
import type { DemoInfo } from './types';

export const TRANSITIONS_DEMOS: Record<string, DemoInfo> = {};
