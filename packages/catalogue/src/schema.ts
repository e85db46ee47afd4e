/**
 * The catalogue's data model: its types, and zod schemas for what authors write (frontmatter, the
 * sidebars config, the version record), which validation checks. The built catalogue is never
 * parsed back, so it has types only. Normalized sidebar items use the same JSON shape as
 * Docusaurus's sidebar props.
 */
import { z } from 'zod';
import { DOC_ID_PATTERN } from './routes.js';

/** Limits stated once, used by the schemas and the validation messages. */
export const LIMITS = {
  titleMax: 100,
  descriptionMax: 160,
  labelMax: 100,
} as const;

export { DOC_ID_PATTERN };

export type DocEntry = {
  id: string;
  title: string;
  description: string;
  sidebar?: string;
  /** Set on redirect stubs: the id of the page that replaced this one. */
  movedTo?: string;
};

/** What a page file's frontmatter may hold. `slug: /` marks the docs home (Docusaurus's convention). */
export const PageFrontmatterSchema = z
  .object({
    title: z.string({ message: 'title is required and must be a string' }),
    description: z.string({ message: 'description is required and must be a string' }),
    movedTo: z.string().optional(),
    slug: z.literal('/', { message: 'slug may only be "/" (the docs home); ids are routes' }).optional(),
  })
  .passthrough();
export type PageFrontmatter = z.infer<typeof PageFrontmatterSchema>;

export const VersionRecordSchema = z.object({
  pluginId: z.string().min(1),
  version: z.string().min(1),
  label: z.string().min(1),
  banner: z.enum(['unreleased', 'unmaintained']).nullable(),
  badge: z.boolean(),
  noIndex: z.boolean(),
  className: z.string(),
  isLast: z.boolean(),
});
export type VersionRecord = z.infer<typeof VersionRecordSchema>;

/** The record of the docs as they are on main: Docusaurus calls it the "current" version. */
export const CURRENT_VERSION: VersionRecord = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
};

// ---- Normalized sidebar items (what renderers consume) ----

export type SidebarLink = {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  className?: string;
};
export type SidebarHtml = {
  type: 'html';
  value: string;
  defaultStyle?: boolean;
  className?: string;
};
export type SidebarCategory = {
  type: 'category';
  label: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  href?: string;
  className?: string;
};
export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export type SidebarName = string;

// ---- The catalogue ----

export type Catalogue = {
  version: VersionRecord;
  docs: Record<string, DocEntry>;
  sidebars: Record<SidebarName, SidebarItem[]>;
  /** The doc served at `/docs/` (frontmatter `slug: /`), if any. */
  homeId?: string;
};
