import {
  type AdminPromotion,
  BANGKOK_ISO_OFFSET,
  formatDate,
  type PromotionInput,
  type PromotionKind,
  promotionInputSchema,
  type ReturnLossPeriod,
} from '@member/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { dateTimeError } from '@/shared/lib/date-time-text';

/** The promotion form as the inputs hold it: numbers and dates as typed text, levels as the ticked codes. */
export interface PromotionFormValues {
  title: string;
  description: string;
  kind: PromotionKind;
  ratePercent: string;
  maxBonus: string;
  fixedBonus: string;
  period: ReturnLossPeriod | '';
  minDeposit: string;
  firstDepositOnly: boolean;
  oncePerMember: boolean;
  oncePerDay: boolean;
  blockedByTurnover: boolean;
  memberLevels: string[];
  turnoverMultiple: string;
  isActive: boolean;
  sortOrder: string;
  /** `datetime-local` values, Bangkok time (YYYY-MM-DDTHH:mm); a part typed halfway stays as typed. */
  startDate: string;
  endDate: string;
}

/** An ISO time as a `datetime-local` value in Bangkok time ('' for none). */
export function toBangkokInput(iso: string | null): string {
  if (!iso) return '';
  return formatDate(iso, 'isoTime', '').slice(0, 16).replace(' ', 'T');
}

/** A `datetime-local` value (Bangkok time) as the ISO time with offset the server takes; '' stays '' (refused). */
export function fromBangkokInput(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00${BANGKOK_ISO_OFFSET}` : trimmed;
}

/** A typed number: '' is "none" (null); anything that is not a number is handed on as is, for the schema to refuse. */
function numberOrNull(value: string): number | string | null {
  const trimmed = value.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

function numberOrZero(value: string): number | string {
  return numberOrNull(value) ?? 0;
}

export function emptyPromotionForm(now = new Date()): PromotionFormValues {
  return {
    title: '',
    description: '',
    kind: 'deposit_percent',
    ratePercent: '',
    maxBonus: '',
    fixedBonus: '',
    period: '',
    minDeposit: '0',
    firstDepositOnly: false,
    oncePerMember: false,
    oncePerDay: false,
    blockedByTurnover: false,
    memberLevels: [],
    turnoverMultiple: '0',
    isActive: false,
    sortOrder: '0',
    startDate: toBangkokInput(now.toISOString()),
    endDate: '',
  };
}

export function promotionToForm(promotion: AdminPromotion): PromotionFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    title: promotion.title,
    description: promotion.descriptionSource,
    kind: promotion.kind,
    ratePercent: text(promotion.ratePercent),
    maxBonus: text(promotion.maxBonus),
    fixedBonus: text(promotion.fixedBonus),
    period: promotion.period ?? '',
    minDeposit: String(promotion.minDeposit),
    firstDepositOnly: promotion.firstDepositOnly,
    oncePerMember: promotion.oncePerMember,
    oncePerDay: promotion.oncePerDay,
    blockedByTurnover: promotion.blockedByTurnover,
    memberLevels: [...promotion.memberLevels],
    turnoverMultiple: String(promotion.turnoverMultiple),
    isActive: promotion.isActive,
    sortOrder: String(promotion.sortOrder),
    startDate: toBangkokInput(promotion.startDate),
    endDate: toBangkokInput(promotion.endDate),
  };
}

/**
 * The body of `POST`/`PUT /admin/promotions` the form's values make: the fields the kind does not use
 * are sent empty (null, 0, false), as the server requires, so switching kinds leaves nothing behind.
 */
export function formToPayload(values: PromotionFormValues): Record<string, unknown> {
  const kind = values.kind;
  const deposit = kind !== 'return_loss';
  return {
    title: values.title,
    description: values.description,
    kind,
    ratePercent: kind === 'deposit_fixed' ? null : numberOrNull(values.ratePercent),
    maxBonus: kind === 'deposit_fixed' ? null : numberOrNull(values.maxBonus),
    fixedBonus: kind === 'deposit_fixed' ? numberOrNull(values.fixedBonus) : null,
    period: kind === 'return_loss' ? values.period || null : null,
    minDeposit: deposit ? numberOrZero(values.minDeposit) : 0,
    firstDepositOnly: deposit && values.firstDepositOnly,
    oncePerMember: deposit && values.oncePerMember,
    oncePerDay: deposit && values.oncePerDay,
    blockedByTurnover: values.blockedByTurnover,
    memberLevels: values.memberLevels,
    turnoverMultiple: numberOrZero(values.turnoverMultiple),
    isActive: values.isActive,
    sortOrder: numberOrZero(values.sortOrder),
    startDate: fromBangkokInput(values.startDate),
    endDate: values.endDate.trim() === '' ? null : fromBangkokInput(values.endDate),
  };
}

const zodPromotion = zodResolver(promotionInputSchema);

/**
 * react-hook-form's resolver: the form's values become the call's body and are checked by the shared
 * schema the server checks them with, so the same Thai message shows under the same field.
 */
export const promotionResolver: Resolver<PromotionFormValues, unknown, PromotionInput> = async (
  values,
  context,
  options,
) => {
  const result = await zodPromotion(formToPayload(values) as never, context, options as never);
  const errors = result.errors as FieldErrors<Record<string, unknown>>;
  if (Object.keys(errors).length === 0) return { values: result.values as PromotionInput, errors: {} };
  // A wrong level is reported per item; the form has one group for all of them.
  const levels = errors.memberLevels as unknown;
  if (Array.isArray(levels)) {
    const first = levels.find(Boolean) as { message?: string; type?: string } | undefined;
    errors.memberLevels = { type: first?.type ?? 'custom', message: first?.message };
  }
  // A day or a time typed halfway is named in the field's own order (DD/MM/YYYY, HH:mm), not the API's.
  for (const name of ['startDate', 'endDate'] as const) {
    const unfinished = dateTimeError(values[name].trim());
    if (unfinished) errors[name] = { type: 'custom', message: unfinished };
  }
  return { values: {}, errors: errors as FieldErrors<PromotionFormValues> };
};
