import { amountError, formatThousands, numericFilter } from '@member/shared';
import { useState } from 'react';
import { parseAmount } from '../lib/format';

/**
 * The amount field of SPEC.md §5: only digits and a dot while typing, thousands separators on blur,
 * `amountError` (plus the page's own rule) under the field once it was left or submitted.
 */
export function useAmountInput(extraRule?: (amount: number) => string | null) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  const amount = parseAmount(text);
  const error = amountError(amount) ?? (typeof amount === 'number' && extraRule ? extraRule(amount) : null);

  return {
    amount: typeof amount === 'number' ? amount : null,
    error: touched ? (error ?? undefined) : undefined,
    /** Shows the error and answers the amount when it is valid, or null. */
    validate: (): number | null => {
      setTouched(true);
      return error === null && typeof amount === 'number' ? amount : null;
    },
    inputProps: {
      value: text,
      inputMode: 'decimal' as const,
      autoComplete: 'off',
      onChange: (event: { target: { value: string } }) => setText(numericFilter(event.target.value)),
      onFocus: () => setText((current) => current.replace(/,/g, '')),
      onBlur: () => {
        setTouched(true);
        if (typeof amount === 'number' && amountError(amount) === null) setText(formatThousands(amount));
      },
    },
  };
}
