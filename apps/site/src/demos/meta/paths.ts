/** Demos of @remotion/paths: evolvePath(), interpolatePath(), points along a path. */
import type { DemoInfo } from './types';

const base = { width: 640, height: 300, fps: 30 } as const;

export const PATHS_DEMOS: Record<string, DemoInfo> = {
  'evolve-skyline': {
    ...base,
    title: 'A city skyline sketching itself with evolvePath()',
    file: 'evolve-skyline.tsx',
    component: 'EvolveSkyline',
    durationInFrames: 150,
    defaultProps: { drawFrames: 90 },
    controls: [{ kind: 'range', prop: 'drawFrames', label: 'drawFrames', min: 20, max: 140, step: 10 }],
  },
  'morph-icon': {
    ...base,
    title: 'A play icon morphing into another icon with interpolatePath()',
    file: 'morph-icon.tsx',
    component: 'MorphIcon',
    durationInFrames: 150,
    defaultProps: { target: 'stop' },
    controls: [{ kind: 'select', prop: 'target', label: 'target', options: ['stop', 'diamond', 'bar'] }],
  },
  'trail-markers': {
    ...base,
    title: 'A hiker placed on a trail with getPointAtLength(), with evenly spaced markers',
    file: 'trail-markers.tsx',
    component: 'TrailMarkers',
    durationInFrames: 150,
    defaultProps: { markers: 4 },
    controls: [{ kind: 'range', prop: 'markers', label: 'markers', min: 1, max: 12, step: 1 }],
  },
  'tangent-coaster': {
    ...base,
    title: 'A coaster car turned along its track with getTangentAtLength()',
    file: 'tangent-coaster.tsx',
    component: 'TangentCoaster',
    durationInFrames: 150,
    defaultProps: { track: 'hills' },
    controls: [{ kind: 'select', prop: 'track', label: 'track', options: ['hills', 'loop'] }],
  },
  'warp-twist': {
    ...base,
    title: 'A grid twisted into a whirlpool with warpPath()',
    file: 'warp-twist.tsx',
    component: 'TwistGrid',
    durationInFrames: 150,
    defaultProps: { maxTwist: 120 },
    controls: [{ kind: 'range', prop: 'maxTwist', label: 'maxTwist (degrees)', min: 0, max: 360, step: 15 }],
  },
  'reverse-route': {
    ...base,
    title: 'A flight route drawn from either end with reversePath()',
    file: 'reverse-route.tsx',
    component: 'ReverseRoute',
    durationInFrames: 120,
    defaultProps: { direction: 'reversed' },
    controls: [{ kind: 'select', prop: 'direction', label: 'direction', options: ['original', 'reversed'] }],
  },
  'scale-squash': {
    ...base,
    title: 'A cloud stretched with scalePath(), its top-left corner fixed',
    file: 'scale-squash.tsx',
    component: 'ScaleSquash',
    durationInFrames: 140,
    defaultProps: { scaleX: 1.6, scaleY: 0.6 },
    controls: [
      { kind: 'range', prop: 'scaleX', label: 'scaleX', min: 0.2, max: 2, step: 0.1 },
      { kind: 'range', prop: 'scaleY', label: 'scaleY', min: 0.2, max: 1.8, step: 0.1 },
    ],
  },
  'subpaths-wifi': {
    ...base,
    title: 'A Wi-Fi icon split with getSubpaths(), lighting up piece by piece',
    file: 'subpaths-wifi.tsx',
    component: 'WifiBars',
    durationInFrames: 120,
    defaultProps: { stagger: 15 },
    controls: [{ kind: 'range', prop: 'stagger', label: 'stagger (frames)', min: 4, max: 30, step: 2 }],
  },
};
