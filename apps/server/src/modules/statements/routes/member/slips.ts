import { CONTENT_MESSAGES, type DepositRow, SLIP_TEXTS, type SlipAnswer } from '@member/shared';
import { answers, idParamsSchema, slipAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, businessRule, conflict, notFound } from '../../../../lib/app-error';
import { detectImage, readFileForm, UPLOAD_ROUTE, uploadFormSchema } from '../../../../lib/uploads';
import { requireAuth } from '../../../../plugins/auth';
import { approveAutomatically, findDeposit, loadAutoDepositRules, toDepositRow } from '../../../money';
import { accountFits } from '../../matching';
import { activeDepositAccounts } from '../../queries/match-facts';
import { insertSlip, isUsedRefViolation, type NewSlip, transRefUsed } from '../../queries/slips';
import { parseSlipPayload, type SlipVerifier, type VerifiedTransfer } from '../../slip';
import type { SlipQrPool } from '../../slip/qr-pool';

const tags = ['statements'];
const asMember = { config: { access: 'member' } } as const;

const FILE_TEXTS = {
  required: SLIP_TEXTS.errors.notImage,
  wrongType: SLIP_TEXTS.errors.notImage,
  tooLarge: CONTENT_MESSAGES.imageTooLarge,
};

/** Why a verified transfer does not prove this request, as stored (`reason`) and as the member reads it. */
const REFUSALS = {
  not_slip: SLIP_TEXTS.errors.notSlip,
  not_found: SLIP_TEXTS.errors.notFound,
  used: SLIP_TEXTS.errors.used,
  other_receiver: SLIP_TEXTS.errors.otherReceiver,
  amount_mismatch: SLIP_TEXTS.errors.amountMismatch,
  too_old: SLIP_TEXTS.errors.tooOld,
} as const;
type Refusal = keyof typeof REFUSALS;

/** The request was decided by someone else while its slip was being checked. */
class DecidedMeanwhile extends Error {}

const unavailable = () => new AppError(503, 'INTERNAL', SLIP_TEXTS.errors.unavailable);

export interface SlipRouteOptions {
  pool: SlipQrPool;
  /** Null when the deployment has no slip-verification service configured: uploads answer 503. */
  verifier: SlipVerifier | null;
}

/**
 * `POST /member/deposits/:id/slip` (decision 0163): the member's transfer slip on their own waiting bank
 * deposit request. The QR is read in a worker; a verified transfer that fits the request (receiver, amount,
 * time, a reference never used) approves it through money. No QR leaves it for an operator; any other
 * refusal is stored with its reason and moves no money.
 */
export async function slipMemberRoutes(app: FastifyInstance, { pool, verifier }: SlipRouteOptions) {
  const { db, moneyHooks: hooks } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/member/deposits/:id/slip',
    {
      config: { ...asMember.config, ...UPLOAD_ROUTE.config },
      schema: {
        summary: 'Upload a deposit slip',
        tags,
        params: idParamsSchema,
        ...uploadFormSchema({
          file: 'required',
          description: 'The transfer slip of a waiting bank deposit request (decision 0163).',
          fileDescription: 'The slip as the banking app saved it: a JPEG or PNG image (checked by its content).',
        }),
        response: answers(slipAnswerSchema, 409, 422, 503),
      },
    },
    async (request) => {
      const memberId = requireAuth(request).subjectId;
      const depositId = String(request.params.id);
      const waitingDeposit = async (): Promise<DepositRow> => {
        const record = await findDeposit(db, depositId, memberId);
        if (!record || record.type !== 'bank') throw notFound();
        if (record.status !== 'waiting_for_approve') throw conflict(SLIP_TEXTS.errors.notWaiting);
        return toDepositRow(record);
      };
      await waitingDeposit();
      const { file } = await readFileForm(request, z.object({}), FILE_TEXTS);
      const detected = detectImage(file.buffer);
      if (!detected) throw badRequest(SLIP_TEXTS.errors.notImage);
      const read = await pool.read(file.buffer);
      if (!read.ok && read.reason === 'not-an-image') throw badRequest(SLIP_TEXTS.errors.notImage);

      const { key: imageKey } = await app.storage.put(file.buffer, detected);
      const slip = { depositId, memberId, imageKey };
      const refuse = async (reason: Refusal, details: Partial<NewSlip> = {}): Promise<never> => {
        await insertSlip(db, { ...slip, ...details, state: 'refused', reason });
        throw businessRule(REFUSALS[reason]);
      };

      if (!read.ok) {
        // No readable QR (or a read past the time limit): the request waits for an operator with the slip.
        await insertSlip(db, { ...slip, state: 'review', reason: read.reason === 'timeout' ? 'qr_timeout' : 'no_qr' });
        const answer: SlipAnswer = { result: 'review', deposit: await waitingDeposit() };
        return { data: answer };
      }
      const reference = parseSlipPayload(read.payload);
      if (!reference.ok) return refuse('not_slip');
      const refDetails = { sendingBank: reference.sendingBank, transRef: reference.transRef };
      if (!verifier) throw unavailable();
      const verified = await verifier.verify(reference);
      if (!verified.ok) {
        if (verified.reason === 'unavailable') throw unavailable();
        return refuse('not_found', refDetails);
      }
      const details = {
        ...refDetails,
        transRef: verified.transRef,
        amountSatang: verified.amountSatang,
        occurredAt: verified.occurredAt,
      };

      let outcome: { ok: true; deposit: DepositRow } | { ok: false; reason: Refusal | 'not_waiting' };
      try {
        outcome = await db.transaction(async (tx) => {
          const record = await findDeposit(tx, depositId, memberId);
          if (!record) throw notFound();
          const refusal = await checkTransfer(tx, verified, Number(record.amount_satang), record.bank_time);
          if (refusal) {
            await insertSlip(tx, { ...slip, ...details, state: 'refused', reason: refusal });
            return { ok: false, reason: refusal } as const;
          }
          // The verified slip first: a concurrent upload of the same slip waits on the unique index, then fails.
          await insertSlip(tx, { ...slip, ...details, state: 'verified' });
          const approved = await approveAutomatically(tx, hooks, depositId, app.clock.now());
          // Decided meanwhile: roll the verified slip back, so its transfer stays free for a request it proves.
          if (!approved.ok) throw new DecidedMeanwhile();
          return { ok: true, deposit: approved.after } as const;
        });
      } catch (error) {
        if (error instanceof DecidedMeanwhile) {
          outcome = { ok: false, reason: 'not_waiting' };
        } else {
          if (!isUsedRefViolation(error)) throw error;
          outcome = { ok: false, reason: 'used' };
          await insertSlip(db, { ...slip, ...details, state: 'refused', reason: 'used' });
        }
      }
      if (outcome.ok) {
        const answer: SlipAnswer = { result: 'approved', deposit: outcome.deposit };
        return { data: answer };
      }
      if (outcome.reason === 'not_waiting') {
        // Decided meanwhile (an operator, a bank line): the slip is kept, not credited.
        await insertSlip(db, { ...slip, ...details, state: 'refused', reason: 'not_waiting' });
        throw conflict(SLIP_TEXTS.errors.notWaiting);
      }
      throw businessRule(REFUSALS[outcome.reason]);

      /** The first rule the verified transfer breaks for a request of `amountSatang` made at `requestedAt`. */
      async function checkTransfer(
        tx: Parameters<typeof transRefUsed>[0],
        transfer: VerifiedTransfer,
        amountSatang: number,
        requestedAt: Date | string,
      ): Promise<Refusal | null> {
        if (await transRefUsed(tx, transfer.transRef)) return 'used';
        const digits = transfer.receiver.accountDigits ?? '';
        const accounts = await activeDepositAccounts(tx);
        if (!accounts.some((account) => accountFits(account.accountNumber, digits))) return 'other_receiver';
        if (transfer.amountSatang !== amountSatang) return 'amount_mismatch';
        const { windowMinutes } = await loadAutoDepositRules(tx);
        const earliest = new Date(requestedAt).getTime() - windowMinutes * 60_000;
        if (transfer.occurredAt.getTime() < earliest) return 'too_old';
        return null;
      }
    },
  );
}
