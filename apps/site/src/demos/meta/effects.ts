/** Demos of the effects packages: light leaks, starburst, motion blur, @remotion/effects. */
import type { DemoInfo } from './types';

export const EFFECTS_DEMOS: Record<string, DemoInfo> = {};
