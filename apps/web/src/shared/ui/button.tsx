import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'gold';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-gradient-to-b from-accent to-accent-strong text-white shadow-lg shadow-accent/25 hover:brightness-110 active:brightness-95',
  gold: 'bg-gradient-to-b from-gold to-gold-strong text-bg shadow-lg shadow-gold/20 hover:brightness-105',
  secondary: 'border border-line bg-surface-2 text-text hover:border-accent/60',
  ghost: 'text-muted hover:text-text',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex h-11 items-center justify-center gap-2 rounded-xl px-4 text-base font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${extra}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
