import { type BankListItem, DROPDOWN_MAX_HEIGHT_PX, LABELS } from '@member/shared';
import * as Select from '@radix-ui/react-select';
import { useId } from 'react';
import { useDialogContainer } from '@/shared/ui/dialog';
import { bankLogoUrl } from '@/shared/lib/bank-logos';

export interface BankSelectProps {
  banks: readonly BankListItem[];
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

function BankLogo({ code }: { code: string }) {
  return <img src={bankLogoUrl(code)} alt="" className="size-7 shrink-0 rounded-md" />;
}

/** Bank dropdown with logos (SPEC.md §2 Register dialog, step 2). */
export function BankSelect({ banks, value, onChange, error }: BankSelectProps) {
  const id = useId();
  const container = useDialogContainer();
  return (
    <div className="flex flex-col gap-1.5">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-text/90">
        {LABELS.bank}
      </label>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          className={`flex h-12 w-full items-center justify-between gap-2 rounded-xl border bg-bg/70 px-3 text-left text-base outline-none focus:border-accent focus:ring-2 focus:ring-accent/30 data-[placeholder]:text-muted ${
            error ? 'border-red-500/80' : 'border-line'
          }`}
        >
          <Select.Value placeholder={LABELS.bankPlaceholder} />
          <Select.Icon className="text-muted">
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal container={container}>
          <Select.Content
            position="popper"
            sideOffset={6}
            className="z-[80] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-surface-2 shadow-2xl shadow-black/60"
            style={{ maxHeight: `min(${DROPDOWN_MAX_HEIGHT_PX}px, var(--radix-select-content-available-height))` }}
          >
            <Select.Viewport className="p-1">
              {banks.map((bank, index) => (
                <Select.Item
                  key={bank.code}
                  value={bank.code}
                  // One option of the scrolling list is its tab stop (the chosen one, else the first); the
                  // arrows move between them.
                  tabIndex={bank.code === value || (!value && index === 0) ? 0 : -1}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-text outline-none select-none data-[highlighted]:bg-accent/20 data-[state=checked]:text-gold"
                >
                  <BankLogo code={bank.code} />
                  <Select.ItemText>{bank.name}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {error && <p className="text-sm text-red-400">{error}</p>}
    </div>
  );
}
