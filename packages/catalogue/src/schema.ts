/**
 * The catalogue's data model: zod schemas and the types inferred from them, exported together.
 * Normalized sidebar items use the same JSON shape as Docusaurus's sidebar props.
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

export const DocIdSchema = z.string().regex(DOC_ID_PATTERN, {
  message: 'must be lower-case segments of [a-z0-9_-] joined by single slashes',
});

export const DocEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sidebar: z.string().optional(),
  /** Set on redirect stubs: the id of the page that replaced this one. */
  movedTo: z.string().optional(),
});
export type DocEntry = z.infer<typeof DocEntrySchema>;

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

export const SidebarLinkSchema = z.object({
  type: z.literal('link'),
  label: z.string(),
  href: z.string(),
  docId: z.string().optional(),
  unlisted: z.boolean().optional(),
  className: z.string().optional(),
});
export const SidebarHtmlSchema = z.object({
  type: z.literal('html'),
  value: z.string(),
  defaultStyle: z.boolean().optional(),
  className: z.string().optional(),
});
export const SidebarItemSchema: z.ZodType<SidebarItem> = z.lazy(() =>
  z.union([SidebarLinkSchema, SidebarHtmlSchema, SidebarCategorySchema]),
);
export const SidebarCategorySchema: z.ZodType<SidebarCategory> = z.object({
  type: z.literal('category'),
  label: z.string(),
  items: z.array(SidebarItemSchema),
  collapsed: z.boolean(),
  collapsible: z.boolean(),
  href: z.string().optional(),
  className: z.string().optional(),
});
export type SidebarName = string;

// ---- The catalogue ----

export type Catalogue = {
  version: VersionRecord;
  docs: Record<string, DocEntry>;
  sidebars: Record<SidebarName, SidebarItem[]>;
  /** The doc served at `/docs/` (frontmatter `slug: /`), if any. */
  homeId?: string;
};

export const CatalogueSchema = z.object({
  version: VersionRecordSchema,
  docs: z.record(z.string(), DocEntrySchema),
  sidebars: z.record(z.string(), z.array(SidebarItemSchema)),
  homeId: z.string().optional(),
});
