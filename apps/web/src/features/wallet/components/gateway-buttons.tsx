import type { CombineSettings, PaymentGatewayCode } from '@member/shared';
import { WALLET } from '@member/shared';
import { BankLogo } from './bank-logo';

/** One button per payment gateway; each asks for a QR of the amount typed above. */
export function GatewayButtons({
  gateways,
  names,
  disabled,
  onPick,
}: {
  gateways: readonly PaymentGatewayCode[];
  /** The operator's Thai name of each gateway. */
  names: CombineSettings['gatewayNames'];
  disabled: boolean;
  onPick: (code: PaymentGatewayCode) => void;
}) {
  if (gateways.length === 0) return null;
  return (
    <section aria-label={WALLET.gatewayTitle} className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-text/90">{WALLET.gatewayTitle}</h2>
      <p className="text-xs text-muted">{WALLET.gatewayHint}</p>
      <div className="grid grid-cols-2 gap-3">
        {gateways.map((code) => (
          <button
            key={code}
            type="button"
            disabled={disabled}
            onClick={() => onPick(code)}
            className="flex items-center gap-2 rounded-2xl border border-line bg-surface-2 p-3 text-left text-sm font-medium text-text transition hover:border-accent/60 disabled:opacity-50"
          >
            <BankLogo code={code} className="size-9" decorative />
            <span className="min-w-0 flex-1 leading-tight">{names[code]}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
