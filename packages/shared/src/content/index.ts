/** Site content: setting images, contact lines, announcements, banners, how-to, SMS and password reset. */
export * from './content';
export * from './link-target';
export * from './server-texts';
export * from './texts';
