/**
 * What the content's data files share: timestamps as ISO text. Rows are as stored: files by storage key;
 * the routes turn keys into URLs (`storage.urlFor`).
 */

export const iso = (value: Date | string) => new Date(value).toISOString();
