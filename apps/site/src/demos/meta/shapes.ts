/** Demos of @remotion/shapes: the make*() functions and their components. */
import { defineDemos } from './types';

export const SHAPES_DEMOS = defineDemos({
  'star-trace': {
    height: 300,
    title: 'A star outline from makeStar() drawing itself, then filling',
    file: 'star-trace.tsx',
    component: 'StarTrace',
    durationInFrames: 120,
    defaultProps: { points: 5 },
    controls: [{ kind: 'range', prop: 'points', label: 'points', min: 3, max: 12, step: 1 }],
  },
  'star-burst': {
    height: 300,
    title: 'A <Star> springing from a polygon into a star as innerRadius falls',
    file: 'star-burst.tsx',
    component: 'StarBurst',
    durationInFrames: 120,
    defaultProps: { points: 8, innerRadius: 70 },
    controls: [
      { kind: 'range', prop: 'points', label: 'points', min: 3, max: 20, step: 1 },
      { kind: 'range', prop: 'innerRadius', label: 'innerRadius', min: 40, max: 120, step: 5 },
    ],
  },
  'pie-loading-ring': {
    height: 300,
    title: 'An upload ring drawn with makePie(), filling up',
    file: 'pie-loading-ring.tsx',
    component: 'LoadingRing',
    durationInFrames: 130,
    defaultProps: { direction: 'clockwise' },
    controls: [{ kind: 'select', prop: 'direction', label: 'direction', options: ['clockwise', 'counterClockwise'] }],
  },
  'pie-timer': {
    height: 300,
    title: 'A kitchen timer: a <Pie> wedge shrinking as time runs out',
    file: 'pie-timer.tsx',
    component: 'PieTimer',
    durationInFrames: 150,
    defaultProps: { rotationDegrees: 0 },
    controls: [{ kind: 'range', prop: 'rotationDegrees', label: 'rotation (degrees)', min: 0, max: 360, step: 15 }],
  },
  'polygon-badge': {
    height: 300,
    title: 'A level badge from makePolygon() spinning around its centre',
    file: 'polygon-badge.tsx',
    component: 'PolygonBadge',
    durationInFrames: 120,
    defaultProps: { points: 6, cornerRadius: 12 },
    controls: [
      { kind: 'range', prop: 'points', label: 'points', min: 3, max: 12, step: 1 },
      { kind: 'range', prop: 'cornerRadius', label: 'cornerRadius', min: 0, max: 28, step: 2 },
    ],
  },
  'heart-beat': {
    height: 300,
    title: 'A heart from makeHeart() beating at 72 bpm',
    file: 'heart-beat.tsx',
    component: 'HeartBeat',
    durationInFrames: 150,
    defaultProps: { aspectRatio: 1.1, depthAdjustment: 0 },
    controls: [
      { kind: 'range', prop: 'aspectRatio', label: 'aspectRatio', min: 0.8, max: 1.5, step: 0.05 },
      { kind: 'range', prop: 'depthAdjustment', label: 'depthAdjustment', min: -0.1, max: 0.2, step: 0.02 },
    ],
  },
  'triangle-nudge': {
    height: 300,
    title: 'A swipe hint: three makeTriangle() chevrons nudging the way they point',
    file: 'triangle-nudge.tsx',
    component: 'TriangleNudge',
    durationInFrames: 120,
    defaultProps: { direction: 'right', cornerRadius: 8 },
    controls: [
      { kind: 'select', prop: 'direction', label: 'direction', options: ['up', 'down', 'left', 'right'] },
      { kind: 'range', prop: 'cornerRadius', label: 'cornerRadius', min: 0, max: 20, step: 2 },
    ],
  },
  'callout-pop': {
    height: 300,
    title: 'A chat bubble from makeCallout() popping out of an avatar',
    file: 'callout-pop.tsx',
    component: 'CalloutPop',
    durationInFrames: 90,
    defaultProps: { pointerPosition: 0.5, cornerRadius: 20 },
    controls: [
      { kind: 'range', prop: 'pointerPosition', label: 'pointerPosition', min: 0.1, max: 0.9, step: 0.05 },
      { kind: 'range', prop: 'cornerRadius', label: 'cornerRadius', min: 0, max: 40, step: 4 },
    ],
  },
  'arrow-stretch': {
    height: 300,
    title: 'An arrow from makeArrow() stretching as its length grows',
    file: 'arrow-stretch.tsx',
    component: 'ArrowStretch',
    durationInFrames: 90,
    defaultProps: { shaftWidth: 40, cornerRadius: 6 },
    controls: [
      { kind: 'range', prop: 'shaftWidth', label: 'shaftWidth', min: 10, max: 110, step: 10 },
      { kind: 'range', prop: 'cornerRadius', label: 'cornerRadius', min: 0, max: 14, step: 2 },
    ],
  },
});
