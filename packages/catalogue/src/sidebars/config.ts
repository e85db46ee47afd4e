/**
 * Sidebars as maintainers write them (`sidebars.yaml`, Docusaurus's authoring form): the schema of
 * each item. A category's own schema leaves its items unchecked: parsing checks them one by one, so
 * every problem gets the exact path of its item.
 */
import { z } from 'zod';
import { LIMITS, type SidebarName } from '../schema.js';

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
export const ConfigCategoryItemSchema = z
  .object({
    type: z.literal('category'),
    label: labelSchema,
    items: z.array(z.unknown(), { message: 'a category needs an items array' }),
    link: z
      .object({ type: z.literal('doc'), id: z.string() })
      .strict()
      .optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
  })
  .strict();

export type ConfigDocItem = z.infer<typeof ConfigDocItemSchema>;
export type ConfigLinkItem = z.infer<typeof ConfigLinkItemSchema>;
export type ConfigHtmlItem = z.infer<typeof ConfigHtmlItemSchema>;
export type ConfigCategoryItem = Omit<z.infer<typeof ConfigCategoryItemSchema>, 'items'> & { items: SidebarConfigItem[] };
/** A bare string is a doc id. */
export type SidebarConfigItem = string | ConfigDocItem | ConfigLinkItem | ConfigHtmlItem | ConfigCategoryItem;
export type SidebarsConfig = Record<SidebarName, SidebarConfigItem[]>;
