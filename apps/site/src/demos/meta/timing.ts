/** Demos of the timeline components: <Sequence>, <Series>, <Loop>, <Freeze>. */
import type { DemoInfo } from './types';

export const TIMING_DEMOS: Record<string, DemoInfo> = {};
