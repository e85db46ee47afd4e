/** Each demo's component, loaded only when a reader presses its Play button. */
import type { ComponentType } from 'react';
import type { DemoName } from './catalog';

type Loaded = ComponentType<Record<string, number>>;

export const DEMO_LOADERS: Record<DemoName, () => Promise<Loaded>> = {
  'spring-damping': async () => (await import('./spring-damping')).SpringDamping as Loaded,
  'interpolate-ranges': async () => (await import('./interpolate-ranges')).InterpolateRanges as Loaded,
};
