import { BO_CHAT } from '@member/shared/backoffice';
import { useId, useState } from 'react';
import { Button, SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { DateTimeField } from '@/shared/ui/date-field';
import { dateTimeError } from '@/shared/lib/date-time-text';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { fromBangkokInput, snoozePresets, toBangkokInput } from '../lib/bangkok-time';

interface SnoozeProps {
  onClose: () => void;
  pending: boolean;
  /** Answers the server's refusal, if any. */
  onSnooze: (until: string) => Promise<string | null>;
}

/**
 * Snooze until a time the agent chooses (Bangkok time), with quick choices; nothing is sent without a
 * time, nor with one in the past.
 */
export function SnoozeDialog({ open, ...props }: SnoozeProps & { open: boolean }) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      title={BO_CHAT.snoozeTitle}
      footer={<SaveButton form={formId} pending={props.pending} label={BO_CHAT.snooze} />}
    >
      <SnoozeForm id={formId} {...props} />
    </Dialog>
  );
}

/** Made afresh at each opening: an empty time, quick choices counted from then. */
function SnoozeForm({ id, onSnooze }: SnoozeProps & { id: string }) {
  const [openedAt] = useState(() => Date.now());
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const presets = snoozePresets(openedAt);

  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal(null);
        const unfinished = dateTimeError(value);
        if (unfinished) return setError(unfinished);
        const until = fromBangkokInput(value);
        if (!until) return setError(BO_CHAT.snoozeUntilRequired);
        if (Date.parse(until) <= Date.now()) return setError(BO_CHAT.snoozeUntilPast);
        setError(null);
        void onSnooze(until).then(setRefusal);
      }}
    >
      <div className="flex flex-wrap gap-2">
        {(Object.keys(presets) as (keyof typeof presets)[]).map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant="secondary"
            onClick={() => {
              setValue(toBangkokInput(presets[preset]));
              setError(null);
            }}
          >
            {BO_CHAT.snoozePresets[preset]}
          </Button>
        ))}
      </div>
      <DateTimeField
        label={BO_CHAT.snoozeUntil}
        hint={BO_CHAT.snoozeHint}
        value={value}
        min={toBangkokInput(openedAt).slice(0, 10)}
        error={error ?? undefined}
        onChange={setValue}
      />
      <ErrorNotice message={refusal} />
    </form>
  );
}
