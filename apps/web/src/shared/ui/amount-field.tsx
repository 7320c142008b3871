import { WALLET } from '@member/shared';
import type { ReactNode } from 'react';
import { TextField } from '@/shared/ui/text-field';
import type { useAmountInput } from '../hooks/use-amount-input';

export function AmountField({ input, hint }: { input: ReturnType<typeof useAmountInput>; hint?: ReactNode }) {
  return (
    <TextField
      label={WALLET.amount}
      placeholder={WALLET.amountPlaceholder}
      error={input.error}
      hint={hint}
      // Scrolled to on a bad submit: clear of the sticky page header.
      inputClassName="scroll-mt-24"
      {...input.inputProps}
    />
  );
}
