import { z } from 'zod';
import {
  type AdminBanner,
  type AdminContactLine,
  type AdminFeedItem,
  type Announcement,
  type AnnouncementFeedItem,
  BANNER_PLACEMENTS,
  type BannerItem,
  type ContactLine,
  type ContactLineAnswer,
  type HowtoContent,
  type SettingImage,
  SETTING_IMAGE_KINDS,
  type SettingImages,
} from './content';

/** Site content (docs/api-content.md): the public reads and the operator's management. */

export const settingImageSchema = z.object({ image: z.string().nullable() }) satisfies z.ZodType<SettingImage>;

export const settingImagesSchema = z.object(
  Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, z.string().nullable()])) as Record<
    (typeof SETTING_IMAGE_KINDS)[number],
    z.ZodNullable<z.ZodString>
  >,
) satisfies z.ZodType<SettingImages>;

export const contactLineSchema = z.object({
  uuid: z.string(),
  line_id: z.string(),
  optional_line_id: z.string().nullable(),
}) satisfies z.ZodType<ContactLine>;

export const contactLineAnswerSchema = z.object({
  contactLine: contactLineSchema.nullable(),
}) satisfies z.ZodType<ContactLineAnswer>;

export const adminContactLineSchema = contactLineSchema.extend({
  is_default: z.boolean(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminContactLine>;

export const announcementSchema = z.object({ text: z.string() }) satisfies z.ZodType<Announcement>;

export const announcementFeedItemSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  description: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<AnnouncementFeedItem>;

export const adminFeedItemSchema = announcementFeedItemSchema.extend({
  is_active: z.boolean(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminFeedItem>;

export const bannerItemSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  url: z.string().nullable(),
}) satisfies z.ZodType<BannerItem>;

export const adminBannerSchema = bannerItemSchema.extend({
  placement: z.enum(BANNER_PLACEMENTS),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminBanner>;

export const howtoContentSchema = z.object({
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
  updated_at: z.string().nullable(),
}) satisfies z.ZodType<HowtoContent>;
