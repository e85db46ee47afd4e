/** Demos of the animation helpers: spring(), interpolate(), interpolateColors(), Easing, noise. */
import type { DemoInfo } from './types';

export const ANIMATION_DEMOS: Record<string, DemoInfo> = {
  'spring-damping': {
    title: 'A spring settling, with its damping',
    file: 'spring-damping.tsx',
    component: 'SpringDamping',
    width: 640,
    height: 240,
    fps: 30,
    durationInFrames: 90,
    defaultProps: { damping: 8 },
    controls: [{ kind: 'range', prop: 'damping', label: 'damping', min: 1, max: 40, step: 1 }],
  },
  'interpolate-ranges': {
    title: 'A badge fading and sliding in with interpolate()',
    file: 'interpolate-ranges.tsx',
    component: 'InterpolateRanges',
    width: 640,
    height: 240,
    fps: 30,
    durationInFrames: 90,
    defaultProps: { endFrame: 45 },
    controls: [{ kind: 'range', prop: 'endFrame', label: 'endFrame', min: 10, max: 80, step: 5 }],
  },
};
