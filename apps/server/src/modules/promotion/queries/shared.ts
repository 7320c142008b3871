/** What the promotion's data files share: timestamps as ISO text. */

export const iso = (value: Date | string) => new Date(value).toISOString();
