import { z } from 'zod';
import { BANNER_PLACEMENTS, SETTING_IMAGE_KINDS } from './content';

/** Site content (docs/api-content.md): the public reads and the operator's management. */

export const settingImageSchema = z.object({ image: z.string().nullable() });
/** `GET /setting-image/{kind}`: a URL path the browser loads (`/uploads/<key>`), or null when unset. */
export type SettingImage = z.infer<typeof settingImageSchema>;

export const settingImagesSchema = z.object(
  Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, z.string().nullable()])) as Record<
    (typeof SETTING_IMAGE_KINDS)[number],
    z.ZodNullable<z.ZodString>
  >,
);
/** `GET /setting-image`: every kind at once. */
export type SettingImages = z.infer<typeof settingImagesSchema>;

export const contactLineSchema = z.object({
  uuid: z.string(),
  line_id: z.string(),
  optional_line_id: z.string().nullable(),
});
// ---------------------------------------------------------------------------------------------
// Contact line
export type ContactLine = z.infer<typeof contactLineSchema>;

export const contactLineAnswerSchema = z.object({
  contactLine: contactLineSchema.nullable(),
});
/** `GET /contact-line` (the default one) and `GET /contact-line/{uuid}`. */
export type ContactLineAnswer = z.infer<typeof contactLineAnswerSchema>;

export const adminContactLineSchema = contactLineSchema.extend({
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type AdminContactLine = z.infer<typeof adminContactLineSchema>;

export const announcementSchema = z.object({ text: z.string() });
/** `GET /announcement`: the running text ('' when the operator cleared it). */
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementFeedItemSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  description: z.string(),
  created_at: z.string(),
});
/** A row of `GET /announcement-feed` (published items, newest first). */
export type AnnouncementFeedItem = z.infer<typeof announcementFeedItemSchema>;

export const adminFeedItemSchema = announcementFeedItemSchema.extend({
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type AdminFeedItem = z.infer<typeof adminFeedItemSchema>;

export const bannerItemSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  url: z.string().nullable(),
});
/** A row of `GET /banner` and `GET /banner-popup` (active banners in the operator's order). */
export type BannerItem = z.infer<typeof bannerItemSchema>;

export const adminBannerSchema = bannerItemSchema.extend({
  placement: z.enum(BANNER_PLACEMENTS),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

const howtoSectionSchema = z.object({
  title: z.string(),
  /** Plain text; line breaks separate steps (shown with `white-space: pre-line`). */
  body: z.string(),
});
export type HowtoSection = z.infer<typeof howtoSectionSchema>;

export const howtoContentSchema = z.object({
  sections: z.array(howtoSectionSchema),
  updated_at: z.string().nullable(),
});
/** `GET /howto`. */
export type HowtoContent = z.infer<typeof howtoContentSchema>;
