import { BO_ACTIONS } from '@member/shared/backoffice';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
type Size = 'md' | 'sm';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong',
  secondary: 'border border-line bg-surface text-text hover:bg-surface-2',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-muted hover:bg-surface-2 hover:text-text',
};
const SIZES: Record<Size, string> = { md: 'h-10 px-4 text-sm', sm: 'h-8 px-3 text-sm' };

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/**
 * A form's submit button: "บันทึก" (or `label`), "กำลังบันทึก…" while `pending`, disabled then and when
 * `disabled`. `form` names the form's id when the button sits outside it (a dialog's footer).
 */
export function SaveButton({
  form,
  pending,
  disabled = false,
  label = BO_ACTIONS.save,
}: {
  form?: string;
  pending: boolean;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <Button type="submit" form={form} disabled={pending || disabled}>
      {pending ? BO_ACTIONS.saving : label}
    </Button>
  );
}
