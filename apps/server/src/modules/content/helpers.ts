import { type ContactLine, contactLineUuidSchema, type HowtoContent } from '@member/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as content from './queries';

export function toContactLine(row: content.ContactLineRow): ContactLine {
  return { uuid: row.uuid, line_id: row.line_id, optional_line_id: row.optional_line_id };
}

export function uuidParam(request: FastifyRequest): string {
  const parsed = contactLineUuidSchema.safeParse((request.params as { uuid?: string }).uuid);
  if (!parsed.success) throw notFound();
  return parsed.data.toLowerCase();
}

export async function loadHowto(db: Queryable): Promise<HowtoContent> {
  const howto = await content.findText<content.HowtoDocument>(db, 'howto');
  return { sections: howto?.value.sections ?? [], updated_at: howto?.updatedAt ?? null };
}
