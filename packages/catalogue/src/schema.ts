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

// ---- The authoring form maintainers write (a Docusaurus-style sidebars config) ----

const labelSchema = z.string().min(1, { message: 'label must not be empty' }).max(LIMITS.labelMax);

export const ConfigDocItemSchema = z
  .object({
    type: z.literal('doc'),
    id: z.string(),
    label: labelSchema.optional(),
    className: z.string().optional(),
  })
  .strict();
export const ConfigLinkItemSchema = z
  .object({
    type: z.literal('link'),
    href: z.string(),
    label: labelSchema,
    className: z.string().optional(),
  })
  .strict();
export const ConfigHtmlItemSchema = z
  .object({
    type: z.literal('html'),
    value: z.string(),
    defaultStyle: z.boolean().optional(),
    className: z.string().optional(),
  })
  .strict();

export type ConfigDocItem = z.infer<typeof ConfigDocItemSchema>;
export type ConfigLinkItem = z.infer<typeof ConfigLinkItemSchema>;
export type ConfigHtmlItem = z.infer<typeof ConfigHtmlItemSchema>;
export type ConfigCategoryItem = {
  type: 'category';
  label: string;
  items: SidebarConfigItem[];
  link?: { type: 'doc'; id: string };
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
};
/** A bare string is a doc id. */
export type SidebarConfigItem = string | ConfigDocItem | ConfigLinkItem | ConfigHtmlItem | ConfigCategoryItem;
export type SidebarsConfig = Record<SidebarName, SidebarConfigItem[]>;

/** Checks one category's own fields; its items are checked one by one, so problems get exact paths. */
export const ConfigCategoryShallowSchema = z
  .object({
    type: z.literal('category'),
    label: labelSchema,
    items: z.array(z.unknown(), { message: 'a category needs an items array' }),
    link: z.object({ type: z.literal('doc'), id: z.string() }).strict().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
  })
  .strict();

// ---- The catalogue and its problems ----

export type Catalogue = {
  version: VersionRecord;
  docs: Record<string, DocEntry>;
  sidebars: Record<SidebarName, SidebarItem[]>;
  /** The doc served at `/docs/` (frontmatter `slug: /`), if any. */
  homeId?: string;
};

export type Severity = 'error' | 'warning';
export type ProblemPath = (string | number)[];
export type Problem = {
  code: string;
  message: string;
  severity: Severity;
  docId?: string;
  file?: string;
  line?: number;
  /** Where in the input: ['docs', id, field], ['sidebars', name, 0, 'items', 2], ['version', field]. */
  path: ProblemPath;
};
