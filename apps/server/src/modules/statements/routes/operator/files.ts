import { STATEMENT_MESSAGES, statementFileFieldsSchema, type StatementFileImport } from '@member/shared';
import { answers, statementFileImportSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../../../../lib/app-error';
import { readFileForm, UPLOAD_ROUTE, uploadFormSchema } from '../../../../lib/uploads';
import { loadAutoDepositRules } from '../../../money';
import { importStatementFile } from '../../file-import';
import { findSource } from '../../queries/sources';
import { decide, operatorId, tags } from './options';

const FILE_TEXTS = {
  required: STATEMENT_MESSAGES.fileRequired,
  wrongType: STATEMENT_MESSAGES.fileUnreadable,
  tooLarge: STATEMENT_MESSAGES.fileTooLarge,
};

/**
 * `POST /admin/statement-files`: an operator uploads the bank's statement export of a source's
 * account; each credit becomes a line (one already seen is skipped) and is matched as it is stored.
 */
export async function statementFileOperatorRoutes(app: FastifyInstance) {
  const { db, moneyHooks: hooks } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/statement-files',
    {
      config: { ...decide.config, ...UPLOAD_ROUTE.config },
      schema: {
        summary: 'Import a bank statement file',
        tags,
        ...uploadFormSchema({
          fields: statementFileFieldsSchema,
          file: 'required',
          description: 'The statement export (CSV) of the source’s account.',
          fileDescription: "A bank's statement export: KBank K BIZ or SCB CSV (decision 0162).",
        }),
        response: answers(statementFileImportSchema),
      },
    },
    async (request) => {
      const { file, fields } = await readFileForm(request, statementFileFieldsSchema, FILE_TEXTS);
      const source = await findSource(db, fields.sourceId);
      if (!source || source.kind !== 'statement_file') throw badRequest(STATEMENT_MESSAGES.sourceKindMismatch);
      const rules = await loadAutoDepositRules(db);
      if (!source.is_active || !rules.sources.statement_file) throw forbidden(STATEMENT_MESSAGES.sourceOff);
      const imported: StatementFileImport = await app.audited(
        request,
        { action: 'statement_file.import', type: 'statement_source', id: source.id },
        async (tx) => {
          const result = await importStatementFile(tx, hooks, source, file.buffer, app.clock.now());
          return {
            before: null,
            after: { filename: file.filename, ...result, operator: operatorId(request) },
            answer: result,
          };
        },
      );
      return { data: imported };
    },
  );
}
