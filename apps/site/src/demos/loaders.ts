/** Each demo's component, loaded only when a reader presses its Play button: one chunk per demo file. */
import type { ComponentType } from 'react';
import type { DemoInfo } from './catalog';

type DemoComponent = ComponentType<Record<string, number | string>>;

const DEMO_MODULES = import.meta.glob<Record<string, DemoComponent>>('./*.tsx');

export async function loadDemoComponent(info: DemoInfo): Promise<DemoComponent> {
  const load = DEMO_MODULES[`./${info.file}`];
  const component = load ? (await load())[info.component] : undefined;
  if (!component) throw new Error(`demo file ${info.file} has no export ${info.component}`);
  return component;
}
