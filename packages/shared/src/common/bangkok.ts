/**
 * Bangkok time, the one home of its offset: Thailand keeps UTC+7 all year (no daylight saving), so
 * every time on screen, and every day and week the API counts, is Bangkok time. No library here: the
 * first screen, the date library, `Intl` and plain arithmetic all read it.
 */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';
export const BANGKOK_UTC_OFFSET_MINUTES = 7 * 60;
export const BANGKOK_OFFSET_MS = BANGKOK_UTC_OFFSET_MINUTES * 60_000;
/** The offset as ISO 8601 writes it after a time (`2026-03-02T14:30:00+07:00`). */
export const BANGKOK_ISO_OFFSET = '+07:00';
