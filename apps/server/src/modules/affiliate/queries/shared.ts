/** What the programme's data files share: timestamps as ISO text, a page's LIMIT and OFFSET. */

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const pageParams = (page: { page: number; limit: number }) => [page.limit, (page.page - 1) * page.limit];
