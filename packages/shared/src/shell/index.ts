/** The member app's frame: the shell, the layout, the home page and the page titles. */
export * from './texts';
export * from './layout';
export * from './home';
export * from './page-titles';
export * from './referral';
