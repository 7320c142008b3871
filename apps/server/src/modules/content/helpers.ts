import type { Announcement, ContactLine, HowtoContent } from '@member/shared';
import type { Queryable } from '../../db/database';
import type { ContactLineRow } from './queries/contact-lines';
import { findText, type HowtoDocument } from './queries/texts';

export function toContactLine(row: ContactLineRow): ContactLine {
  return { uuid: row.uuid, line_id: row.line_id, optional_line_id: row.optional_line_id };
}

/** The running text; '' when the operator cleared it (or it was never set). */
export async function loadAnnouncement(db: Queryable): Promise<Announcement> {
  const text = await findText<{ text?: unknown }>(db, 'announcement');
  return { text: typeof text?.value.text === 'string' ? text.value.text : '' };
}

export async function loadHowto(db: Queryable): Promise<HowtoContent> {
  const howto = await findText<HowtoDocument>(db, 'howto');
  return { sections: howto?.value.sections ?? [], updated_at: howto?.updatedAt ?? null };
}
