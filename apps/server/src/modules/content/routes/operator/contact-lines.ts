import {
  type AdminContactLine,
  CONTENT_MESSAGES,
  contactLineCreateSchema,
  contactLineParamsSchema,
  contactLineUpdateSchema,
} from '@member/shared';
import { adminContactLineSchema, answers, createdAnswers, deletedSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessRule, notFound } from '../../../../lib/app-error';
import * as content from '../../queries/contact-lines';
import { editor, tags } from './options';

const toAdminContact = (row: content.ContactLineRow): AdminContactLine => ({ ...row });

/** The operator's LINE contact lines: always exactly one default once there is one. */
export async function contactLineOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  api.get(
    '/admin/contact-lines',
    {
      ...editor,
      schema: { summary: 'List contact channels', tags, response: answers(z.array(adminContactLineSchema)) },
    },
    async () => ({ data: (await content.listContactLines(db)).map(toAdminContact) }),
  );

  api.post(
    '/admin/contact-lines',
    {
      ...editor,
      schema: {
        summary: 'Add a contact channel',
        tags,
        body: contactLineCreateSchema,
        response: createdAnswers(adminContactLineSchema),
      },
    },
    async (request, reply) => {
      const line = request.body;
      const created = await api.audited(
        request,
        { action: 'content.contact_line.create', type: 'contact_line' },
        async (tx) => {
          await content.lockContactLines(tx);
          // The first line of a site is its default whatever the body says.
          const isDefault = line.is_default === true || !(await content.findDefaultContactLine(tx));
          if (isDefault) await content.clearDefaultContactLine(tx, null);
          const row = await content.insertContactLine(tx, {
            line_id: line.line_id,
            optional_line_id: line.optional_line_id ?? null,
            is_default: isDefault,
          });
          return { before: null, after: row, answer: toAdminContact(row), targetId: row.uuid };
        },
      );
      return reply.status(201).send({ data: created });
    },
  );

  api.put(
    '/admin/contact-lines/:uuid',
    {
      ...editor,
      schema: {
        summary: 'Update a contact channel',
        tags,
        params: contactLineParamsSchema,
        body: contactLineUpdateSchema,
        response: answers(adminContactLineSchema, 422),
      },
    },
    async (request) => {
      const { uuid } = request.params;
      const changes = request.body;
      const updated = await api.audited(
        request,
        { action: 'content.contact_line.update', type: 'contact_line', id: uuid },
        async (tx) => {
          await content.lockContactLines(tx);
          const before = await content.findContactLine(tx, uuid, true);
          if (!before) throw notFound();
          if (before.is_default && changes.is_default === false) {
            throw businessRule(CONTENT_MESSAGES.defaultContactLineRequired);
          }
          const isDefault = changes.is_default ?? before.is_default;
          if (isDefault && !before.is_default) await content.clearDefaultContactLine(tx, uuid);
          const row = await content.updateContactLine(tx, uuid, {
            line_id: changes.line_id ?? before.line_id,
            optional_line_id:
              changes.optional_line_id === undefined ? before.optional_line_id : changes.optional_line_id,
            is_default: isDefault,
          });
          if (!row) throw notFound();
          return { before, after: row, answer: toAdminContact(row) };
        },
      );
      return { data: updated };
    },
  );

  api.delete(
    '/admin/contact-lines/:uuid',
    {
      ...editor,
      schema: {
        summary: 'Delete a contact channel',
        tags,
        params: contactLineParamsSchema,
        response: answers(deletedSchema, 422),
      },
    },
    async (request) => {
      const { uuid } = request.params;
      await api.audited(
        request,
        { action: 'content.contact_line.delete', type: 'contact_line', id: uuid },
        async (tx) => {
          await content.lockContactLines(tx);
          const before = await content.findContactLine(tx, uuid, true);
          if (!before) throw notFound();
          if (before.is_default) throw businessRule(CONTENT_MESSAGES.defaultContactLineRequired);
          await content.deleteContactLine(tx, uuid);
          return { before, after: null, answer: undefined };
        },
      );
      return { data: { deleted: true } };
    },
  );
}
