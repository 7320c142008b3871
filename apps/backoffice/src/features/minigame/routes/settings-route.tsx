import { zodResolver } from '@hookform/resolvers/zod';
import { CREDIT_USES, MINIGAME_LABELS, type MinigameSettings, minigameSettingsSchema } from '@member/shared';
import { BO_ACTIONS, BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOperator } from '@/shared/api/session';
import { SaveButton } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { SelectField, TextField } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { failureText } from '@/shared/lib/error-message';
import { settingsQuery, useSaveSettings } from '../api/settings';
import { toNullable, toNumber } from '../lib/number-input';

function SettingsForm({ settings, canManage }: { settings: MinigameSettings; canManage: boolean }) {
  const save = useSaveSettings();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ resolver: zodResolver(minigameSettingsSchema), defaultValues: settings });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      form.reset(await save.mutateAsync(values));
      setNotice({ ok: true, text: BO_ACTIONS.saved });
    } catch (error) {
      setNotice({ ok: false, text: failureText(error) });
    }
  });
  const number = (name: keyof MinigameSettings, label: string, hint?: string, nullable = false) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      disabled={!canManage}
      error={errors[name]?.message}
      {...form.register(name, { setValueAs: nullable ? toNullable : toNumber })}
    />
  );

  return (
    <Card title={BO_MINIGAME.settingsTitle}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-3 md:grid-cols-3">
          {number('depositBahtPerCoin', BO_MINIGAME.depositBahtPerCoin, BO_MINIGAME.depositBahtPerCoinHint, true)}
          {number('coinExpiryDays', BO_MINIGAME.coinExpiryDays, BO_MINIGAME.coinExpiryHint, true)}
          {number('checkInCoins', BO_MINIGAME.checkInCoins, BO_MINIGAME.checkInHint)}
          <SelectField
            label={BO_MINIGAME.creditUse}
            disabled={!canManage}
            options={CREDIT_USES.map((value) => ({ value, label: MINIGAME_LABELS.creditUses[value] }))}
            error={errors.creditUse?.message}
            {...form.register('creditUse')}
          />
          {number('creditTurnoverMultiplier', BO_MINIGAME.creditTurnoverMultiplier)}
          {number('creditPricePerCoin', BO_MINIGAME.creditPricePerCoin)}
          {number('profitMinWithdraw', BO_MINIGAME.profitMinWithdraw)}
        </div>
        <div className="flex items-center gap-3">
          {canManage && <SaveButton pending={form.formState.isSubmitting} />}
          {notice?.ok ? <SuccessNotice>{notice.text}</SuccessNotice> : <ErrorNotice message={notice?.text} />}
        </div>
      </form>
    </Card>
  );
}

/** `/minigame/settings`: coin rules, coin expiry, check-in, what credit is for and its turnover, the smallest profit withdrawal. */
export default function SettingsRoute() {
  const { can } = useOperator();
  const settings = useQuery(settingsQuery);
  if (!settings.data) return <QueryState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} canManage={can('minigame.manage')} />;
}
