import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_MESSAGES, CHAT_TIME_PATTERN, type ChatSettings, chatSettingsSchema } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SaveButton } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { TextArea, TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { failureText } from '@/shared/lib/error-message';
import { settingsQuery, useSaveSettings } from '../api/settings';

const MEGABYTE = 1024 * 1024;
const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
/** What a day's boxes hold when it is opened for the first time. */
const DEFAULT_HOURS = { from: '09:00', to: '18:00' };

/** Megabytes as typed (thousands separators, decimals) into bytes; an empty box left for the schema to refuse. */
const megabytesToBytes = (text: string) => {
  const trimmed = text.trim().replaceAll(',', '');
  return (trimmed === '' ? undefined : Math.round(Number(trimmed) * MEGABYTE)) as number;
};
const typedInteger = (text: string) => {
  const trimmed = text.trim().replaceAll(',', '');
  return (trimmed === '' ? undefined : Number(trimmed)) as number;
};
const bytesToMegabytes = (bytes: number) => String(Math.round((bytes / MEGABYTE) * 100) / 100);

/**
 * The form as typed: every weekday (open or not, its hours), the texts, the limits in megabytes. Each open
 * day is checked here so its own boxes carry the message; then the body goes through the schema the
 * server declares.
 */
const formSchema = z
  .object({
    days: z.array(z.object({ open: z.boolean(), from: z.string(), to: z.string() })).superRefine((days, ctx) => {
      days.forEach((day, index) => {
        if (!day.open) return;
        const from = day.from.trim();
        const to = day.to.trim();
        if (!CHAT_TIME_PATTERN.test(from) || !CHAT_TIME_PATTERN.test(to) || from >= to) {
          ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.businessHoursInvalid, path: [index, 'to'] });
        }
      });
    }),
    greeting: z.string(),
    offlineMessage: z.string(),
    imageMaxBytes: z.string(),
    audioMaxBytes: z.string(),
    agentCap: z.string(),
  })
  .transform((form): z.input<typeof chatSettingsSchema> => ({
    businessHours: form.days.flatMap((day, index) =>
      day.open ? [{ day: index, open: day.from.trim(), close: day.to.trim() }] : [],
    ),
    greeting: form.greeting,
    offlineMessage: form.offlineMessage,
    imageMaxBytes: megabytesToBytes(form.imageMaxBytes),
    audioMaxBytes: megabytesToBytes(form.audioMaxBytes),
    agentCap: typedInteger(form.agentCap),
  }))
  .pipe(chatSettingsSchema);
type FormValues = z.input<typeof formSchema>;

function toForm(settings: ChatSettings): FormValues {
  return {
    days: WEEK.map((day) => {
      const hours = settings.businessHours.find((entry) => entry.day === day);
      return hours ? { open: true, from: hours.open, to: hours.close } : { open: false, ...DEFAULT_HOURS };
    }),
    greeting: settings.greeting,
    offlineMessage: settings.offlineMessage,
    imageMaxBytes: bytesToMegabytes(settings.imageMaxBytes),
    audioMaxBytes: bytesToMegabytes(settings.audioMaxBytes),
    agentCap: String(settings.agentCap),
  };
}

function SettingsForm({ settings }: { settings: ChatSettings }) {
  const save = useSaveSettings();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState, reset, watch } = useForm<FormValues, unknown, ChatSettings>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(settings),
  });
  const errors = formState.errors;
  // Each day's hours are editable only while the day is open. (No React Compiler here to memoize it.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const days = watch('days');
  const submit = handleSubmit(async (payload) => {
    setNotice(null);
    try {
      reset(toForm(await save.mutateAsync(payload)));
      setNotice({ ok: true, text: BO_CHAT.settingsSaved });
    } catch (error) {
      setNotice({ ok: false, text: failureText(error) });
    }
  });
  const rootError = (errors as { businessHours?: { message?: string } }).businessHours?.message;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Card title={BO_CHAT.businessHours}>
        <p className="mb-3 text-sm text-muted">{BO_CHAT.businessHoursHint}</p>
        <div className="flex flex-col gap-2">
          {/* Column names for the eye; each box has its own label for screen readers. */}
          <div
            aria-hidden="true"
            className="hidden gap-3 text-sm font-semibold text-muted md:grid md:grid-cols-[10rem_8rem_8rem_1fr]"
          >
            <span>{BO_CHAT.day}</span>
            <span>{BO_CHAT.opens}</span>
            <span>{BO_CHAT.closes}</span>
          </div>
          {WEEK.map((day) => {
            const name = BO_CHAT.weekdays[day];
            const open = days[day]?.open ?? false;
            return (
              <fieldset key={day} className="grid items-start gap-3 md:grid-cols-[10rem_8rem_8rem_1fr]">
                <legend className="sr-only">{name}</legend>
                <LabeledCheckbox label={name} aria-label={BO_CHAT.dayOpen(name)} {...register(`days.${day}.open`)} />
                <TextField
                  label={BO_CHAT.opensAt(name)}
                  className="[&>label]:sr-only"
                  placeholder="09:00"
                  inputMode="numeric"
                  disabled={!open}
                  {...register(`days.${day}.from`)}
                />
                <TextField
                  label={BO_CHAT.closesAt(name)}
                  className="[&>label]:sr-only"
                  placeholder="18:00"
                  inputMode="numeric"
                  disabled={!open}
                  error={errors.days?.[day]?.to?.message}
                  {...register(`days.${day}.to`)}
                />
                {!open && <span className="self-center text-sm text-muted">{BO_CHAT.closedDay}</span>}
              </fieldset>
            );
          })}
        </div>
        <ErrorNotice message={rootError} className="mt-2" />
      </Card>
      <Card title={BO_CHAT.settingsTitle}>
        <div className="grid gap-3 md:grid-cols-2">
          <TextArea
            label={BO_CHAT.greeting}
            hint={BO_CHAT.greetingHint}
            error={errors.greeting?.message}
            {...register('greeting')}
          />
          <TextArea
            label={BO_CHAT.offlineMessage}
            error={errors.offlineMessage?.message}
            {...register('offlineMessage')}
          />
          <TextField
            label={BO_CHAT.imageMaxMegabytes}
            hint={BO_CHAT.uploadHint}
            inputMode="decimal"
            error={errors.imageMaxBytes?.message}
            {...register('imageMaxBytes')}
          />
          <TextField
            label={BO_CHAT.audioMaxMegabytes}
            hint={BO_CHAT.uploadHint}
            inputMode="decimal"
            error={errors.audioMaxBytes?.message}
            {...register('audioMaxBytes')}
          />
          <TextField
            label={BO_CHAT.agentCap}
            hint={BO_CHAT.agentCapHint}
            inputMode="numeric"
            error={errors.agentCap?.message}
            {...register('agentCap')}
          />
        </div>
      </Card>
      <div className="flex items-center gap-3">
        <SaveButton pending={formState.isSubmitting} />
        {notice?.ok ? <SuccessNotice>{notice.text}</SuccessNotice> : <ErrorNotice message={notice?.text} />}
      </div>
    </form>
  );
}

/** `/chat/settings` (chat.manage): business hours per weekday, greeting, offline message, upload limits, round-robin's cap. */
export default function ChatSettingsRoute() {
  const settings = useQuery(settingsQuery);
  if (!settings.data) return <QueryState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}
