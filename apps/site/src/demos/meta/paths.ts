/** Demos of @remotion/paths: evolvePath(), interpolatePath(), points along a path. */
import type { DemoInfo } from './types';

export const PATHS_DEMOS: Record<string, DemoInfo> = {};
