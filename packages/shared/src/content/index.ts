/** Site content: setting images, contact lines, announcements, banners, how-to, SMS and password reset. */
export * from './content';
export * from './link-target';
export * from './server-texts';
export * from './texts';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminBanner,
  AdminContactLine,
  AdminFeedItem,
  Announcement,
  AnnouncementFeedItem,
  BannerItem,
  ContactLine,
  ContactLineAnswer,
  HowtoContent,
  HowtoSection,
  SettingImage,
  SettingImages,
} from './answers';
