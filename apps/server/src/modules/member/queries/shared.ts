/** What the member's data files share: timestamps as ISO text. */

export const isoOf = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value));
