import { amountError, formatThousands, numericFilter } from '@member/shared';
import { useRef, useState } from 'react';
import { parseAmount } from '../lib/parse-amount';

/**
 * The amount field of SPEC.md §5: only digits and a dot while typing, thousands separators on blur,
 * `amountError` (plus the page's own rule) under the field once it was left or submitted.
 */
export function useAmountInput(extraRule?: (amount: number) => string | null) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  const amount = parseAmount(text);
  const error = amountError(amount) ?? (typeof amount === 'number' && extraRule ? extraRule(amount) : null);

  return {
    amount: typeof amount === 'number' ? amount : null,
    error: touched ? (error ?? undefined) : undefined,
    /**
     * Shows the error and answers the amount when it is valid, or null; an invalid amount brings the
     * field into view (below the sticky header: the field's scroll margin) and focuses it.
     */
    validate: (): number | null => {
      setTouched(true);
      if (error === null && typeof amount === 'number') return amount;
      ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      ref.current?.focus({ preventScroll: true });
      return null;
    },
    /** Puts an amount in the field as if typed and left (an "all" button). */
    fill: (value: number) => {
      setText(formatThousands(value));
      setTouched(true);
    },
    inputProps: {
      ref,
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
