import { BankLogo } from './bank-logo';
import { CopyButton } from '@/shared/ui/copy-button';

export interface AccountRowProps {
  logoCode: string;
  title: string;
  number: string;
  name: string | null;
}

/** One place to send money to: logo, bank or channel name, the number with a copy button, the account name. */
export function AccountRow({ logoCode, title, number, name }: AccountRowProps) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2 p-3">
      <BankLogo code={logoCode} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-muted">{title}</p>
        <p className="text-lg font-semibold tracking-wider text-text tabular-nums">{number}</p>
        {name && <p className="truncate text-sm text-text/85">{name}</p>}
      </div>
      <CopyButton text={number} what={number} />
    </li>
  );
}
