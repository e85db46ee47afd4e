/**
 * The interop output checked against Docusaurus's published types (@docusaurus/plugin-content-docs 3.10.2).
 * `tsc -p tsconfig.json` (the package's `typecheck`) compiles this file: a field that drifts from
 * Docusaurus's shape is a compile error here, not a runtime surprise in a Docusaurus theme.
 */
import type { PropSidebarItem, PropSidebars, PropVersionDoc, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  toDocusaurusVersionMetadata,
  type DocusaurusVersionMetadata,
  type SidebarCategory,
  type SidebarHtml,
  type SidebarItem,
  type SidebarLink,
} from '../src/index.js';
import { treeCatalogue } from './helpers.js';

/** True only for `any`: an unresolved import would otherwise make every check below pass. */
type IsAny<T> = 0 extends 1 & T ? true : false;

describe('types shared with Docusaurus', () => {
  it('resolves the real Docusaurus types, not `any`', () => {
    expectTypeOf<IsAny<PropVersionMetadata>>().toEqualTypeOf<false>();
    expectTypeOf<IsAny<PropSidebarItem>>().toEqualTypeOf<false>();
    expectTypeOf<PropVersionMetadata['banner']>().toEqualTypeOf<'unreleased' | 'unmaintained' | null>();
  });

  it('makes toDocusaurusVersionMetadata output a PropVersionMetadata', () => {
    expectTypeOf(toDocusaurusVersionMetadata).returns.toExtend<PropVersionMetadata>();
    expectTypeOf<DocusaurusVersionMetadata['docsSidebars']>().toExtend<PropSidebars>();
    expectTypeOf<DocusaurusVersionMetadata['docs'][string]>().toExtend<PropVersionDoc>();

    // The same check on a value, as a Docusaurus theme would receive it.
    const metadata = toDocusaurusVersionMetadata(treeCatalogue()) satisfies PropVersionMetadata;
    const props: PropVersionMetadata = metadata;
    expect(props.docsSidebars).toBe(metadata.docsSidebars);
  });

  it('makes every normalized sidebar item a PropSidebarItem', () => {
    expectTypeOf<SidebarItem>().toExtend<PropSidebarItem>();
    expectTypeOf<SidebarLink>().toExtend<Extract<PropSidebarItem, { type: 'link' }>>();
    expectTypeOf<SidebarCategory>().toExtend<Extract<PropSidebarItem, { type: 'category' }>>();
    expectTypeOf<SidebarHtml>().toExtend<Extract<PropSidebarItem, { type: 'html' }>>();

    const items: PropSidebarItem[] = treeCatalogue().sidebars.main ?? [];
    expect(items.length).toBeGreaterThan(0);
  });

  it('keeps the version fields Docusaurus reads', () => {
    // Every key Docusaurus's version props have is one we produce (nothing optional hides a gap).
    expectTypeOf<keyof PropVersionMetadata>().toEqualTypeOf<keyof DocusaurusVersionMetadata>();
    const metadata = toDocusaurusVersionMetadata(treeCatalogue());
    const keys: (keyof PropVersionMetadata)[] = ['pluginId', 'version', 'label', 'banner', 'badge', 'noIndex', 'className', 'isLast', 'docsSidebars', 'docs'];
    expect(Object.keys(metadata).sort()).toEqual([...keys].sort());
  });
});
