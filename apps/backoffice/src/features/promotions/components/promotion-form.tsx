import { PROMOTION_KINDS, PROMOTION_TEXTS, type PromotionInput, RETURN_LOSS_PERIODS } from '@member/shared';
import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { SaveButton } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { DateTimeField } from '@/shared/ui/date-field';
import { SelectField, TextField } from '@/shared/ui/field';
import { messageOf } from '@/shared/lib/error-message';
import { formToPayload, promotionResolver, type PromotionFormValues } from '../lib/promotion-form-values';
import { DescriptionField } from './description-field';
import { MemberLevelsField } from './member-levels-field';
import { type PreviewPromotion, PromotionPreviewCard } from './promotion-preview-card';

const F = BO_PROMOTIONS.fields;
const KIND_OPTIONS = PROMOTION_KINDS.map((kind) => ({ value: kind, label: PROMOTION_TEXTS.kindLabels[kind] }));
const PERIOD_OPTIONS = [
  { value: '', label: BO_PROMOTIONS.periodChoose },
  ...RETURN_LOSS_PERIODS.map((period) => ({ value: period, label: PROMOTION_TEXTS.periodLabels[period] })),
];

function Checkbox({
  label,
  error,
  registration,
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-accent"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the preview card shows of the form now: a number not (yet) valid shows as none. */
function previewOf(values: PromotionFormValues, imagePath: string | null): PreviewPromotion {
  const payload = formToPayload(values);
  const num = (value: unknown) => (typeof value === 'number' ? value : null);
  const endDate =
    typeof payload.endDate === 'string' && !Number.isNaN(Date.parse(payload.endDate)) ? payload.endDate : null;
  return {
    title: values.title,
    descriptionSource: values.description,
    imagePath,
    kind: values.kind,
    ratePercent: num(payload.ratePercent),
    maxBonus: num(payload.maxBonus),
    fixedBonus: num(payload.fixedBonus),
    period: values.period || null,
    endDate,
  };
}

interface PromotionFormProps {
  defaultValues: PromotionFormValues;
  /** The create form offers "active at once"; an existing promotion is switched with its own buttons. */
  showActiveSwitch: boolean;
  imagePath: string | null;
  /** Saves; a refusal throws the server's ApiError, shown above the buttons. Answers the status line. */
  onSave: (input: PromotionInput) => Promise<string>;
  /** Sections between the form's fields and its buttons' column (the image, once the promotion exists). */
  aside?: ReactNode;
}

/**
 * Every field `POST`/`PUT /admin/promotions` takes, checked by the shared schema (promotionResolver),
 * with the member's card drawn live beside it.
 */
export function PromotionForm({ defaultValues, showActiveSwitch, imagePath, onSave, aside }: PromotionFormProps) {
  const { register, handleSubmit, control, formState } = useForm<PromotionFormValues, unknown, PromotionInput>({
    defaultValues,
    resolver: promotionResolver,
  });
  const values = useWatch({ control }) as PromotionFormValues;
  const kind = values.kind;
  const errors = formState.errors;
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    setStatus(null);
    try {
      setStatus(await onSave(input));
    } catch (error) {
      setServerError(messageOf(error));
    }
  });

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        onSubmit={submit}
        noValidate
        className="flex min-w-0 flex-col gap-4"
        aria-label={BO_PROMOTIONS.sections.details}
      >
        <Card title={BO_PROMOTIONS.sections.details}>
          <div className="flex flex-col gap-3">
            <TextField label={F.title} error={errors.title?.message} {...register('title')} />
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <DescriptionField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  focusRef={field.ref}
                  error={errors.description?.message}
                />
              )}
            />
          </div>
        </Card>

        <Card title={BO_PROMOTIONS.sections.reward}>
          <div className="grid gap-3 md:grid-cols-2">
            <SelectField label={F.kind} options={KIND_OPTIONS} error={errors.kind?.message} {...register('kind')} />
            {kind === 'deposit_fixed' ? (
              <TextField
                label={F.fixedBonus}
                inputMode="decimal"
                className="tabular"
                error={errors.fixedBonus?.message}
                {...register('fixedBonus')}
              />
            ) : (
              <>
                <TextField
                  label={kind === 'return_loss' ? F.ratePercentReturnLoss : F.ratePercent}
                  inputMode="decimal"
                  error={errors.ratePercent?.message}
                  {...register('ratePercent')}
                />
                <TextField
                  label={kind === 'return_loss' ? F.maxBonusReturnLoss : F.maxBonus}
                  hint={kind === 'return_loss' ? F.maxBonusHint : undefined}
                  inputMode="decimal"
                  error={errors.maxBonus?.message}
                  {...register('maxBonus')}
                />
              </>
            )}
            {kind === 'return_loss' && (
              <SelectField
                label={F.period}
                options={PERIOD_OPTIONS}
                error={errors.period?.message}
                {...register('period')}
              />
            )}
          </div>
        </Card>

        <Card title={BO_PROMOTIONS.sections.conditions}>
          <div className="grid gap-3 md:grid-cols-2">
            {kind !== 'return_loss' && (
              <TextField
                label={F.minDeposit}
                hint={F.minDepositHint}
                inputMode="decimal"
                error={errors.minDeposit?.message}
                {...register('minDeposit')}
              />
            )}
            <TextField
              label={F.turnoverMultiple}
              hint={F.turnoverHint}
              inputMode="numeric"
              error={errors.turnoverMultiple?.message}
              {...register('turnoverMultiple')}
            />
            <div className="md:col-span-2">
              <Controller
                control={control}
                name="memberLevels"
                render={({ field }) => (
                  <MemberLevelsField
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.memberLevels?.message}
                  />
                )}
              />
            </div>
            {kind !== 'return_loss' && (
              <fieldset className="flex flex-col gap-2 md:col-span-2">
                <legend className="mb-1 text-xs text-muted">{BO_PROMOTIONS.depositOnlyHint}</legend>
                <Checkbox
                  label={F.firstDepositOnly}
                  error={errors.firstDepositOnly?.message}
                  registration={register('firstDepositOnly')}
                />
                <Checkbox
                  label={F.oncePerMember}
                  error={errors.oncePerMember?.message}
                  registration={register('oncePerMember')}
                />
                <Checkbox
                  label={F.oncePerDay}
                  error={errors.oncePerDay?.message}
                  registration={register('oncePerDay')}
                />
              </fieldset>
            )}
            <div className="md:col-span-2">
              <Checkbox
                label={F.blockedByTurnover}
                error={errors.blockedByTurnover?.message}
                registration={register('blockedByTurnover')}
              />
            </div>
          </div>
        </Card>

        <Card title={BO_PROMOTIONS.sections.schedule}>
          <div className="grid gap-3 md:grid-cols-2">
            {(['startDate', 'endDate'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <DateTimeField
                    label={F[name]}
                    hint={name === 'endDate' ? F.endDateHint : undefined}
                    error={fieldState.error?.message}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                  />
                )}
              />
            ))}
            <TextField
              label={F.sortOrder}
              hint={F.sortOrderHint}
              inputMode="numeric"
              error={errors.sortOrder?.message}
              {...register('sortOrder')}
            />
            {showActiveSwitch && (
              <div className="self-center">
                <Checkbox label={F.isActive} error={errors.isActive?.message} registration={register('isActive')} />
              </div>
            )}
          </div>
        </Card>

        {serverError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {serverError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <SaveButton pending={formState.isSubmitting} />
          <p role="status" className="text-sm text-green-800">
            {status}
          </p>
        </div>
      </form>

      <div className="flex min-w-0 flex-col gap-4">
        <Card title={BO_PROMOTIONS.sections.preview}>
          <p className="mb-3 text-xs text-muted">{BO_PROMOTIONS.previewHint}</p>
          <PromotionPreviewCard promotion={previewOf(values, imagePath)} />
        </Card>
        {aside}
      </div>
    </div>
  );
}
