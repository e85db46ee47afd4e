/** Demos of the timeline components: <Sequence>, <Series>, <Loop>, <Freeze>. */
import { defineDemos } from './types';

export const TIMING_DEMOS = defineDemos({
  'sequence-banner': {
    title: 'A goal banner placed on the timeline with <Sequence>',
    file: 'sequence-banner.tsx',
    component: 'SequenceBanner',
    height: 300,
    durationInFrames: 150,
    defaultProps: { from: 30, durationInFrames: 60 },
    controls: [
      { kind: 'range', prop: 'from', label: 'from', min: 0, max: 120, step: 5 },
      { kind: 'range', prop: 'durationInFrames', label: 'durationInFrames', min: 10, max: 120, step: 5 },
    ],
  },
  'series-episode': {
    title: 'Three cards played back to back with <Series>',
    file: 'series-episode.tsx',
    component: 'SeriesEpisode',
    height: 300,
    durationInFrames: 150,
    defaultProps: { quoteDuration: 50, offset: 0 },
    controls: [
      { kind: 'range', prop: 'quoteDuration', label: 'quote durationInFrames', min: 30, max: 80, step: 5 },
      { kind: 'range', prop: 'offset', label: 'outro offset', min: -20, max: 20, step: 5 },
    ],
  },
  'loop-hops': {
    title: 'A ball hopping once per iteration of a <Loop>',
    file: 'loop-hops.tsx',
    component: 'LoopHops',
    height: 280,
    durationInFrames: 150,
    defaultProps: { durationInFrames: 30 },
    controls: [{ kind: 'range', prop: 'durationInFrames', label: 'durationInFrames', min: 10, max: 75, step: 5 }],
  },
  'freeze-lanes': {
    title: 'Two runners, one of them held by <Freeze>',
    file: 'freeze-lanes.tsx',
    component: 'FreezeLanes',
    height: 300,
    durationInFrames: 150,
    defaultProps: { freezeAt: 75 },
    controls: [{ kind: 'range', prop: 'freezeAt', label: 'freezeAt', min: 0, max: 149, step: 1 }],
  },
});
