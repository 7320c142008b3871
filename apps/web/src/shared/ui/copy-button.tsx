import { WALLET } from '@member/shared';
import { useEffect, useState } from 'react';
import { copyText } from '../lib/clipboard';

const COPIED_VISIBLE_MS = 1_500;

/** Copies `text` and says so for a moment. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <button
      type="button"
      aria-label={WALLET.copyLabel(what)}
      onClick={() => void copyText(text).then(setCopied)}
      className={`h-11 shrink-0 rounded-lg border px-3 text-xs font-semibold transition ${
        copied ? 'border-emerald-500/30 bg-emerald-500/15 text-emerald-400' : 'border-gold/20 bg-gold/10 text-gold'
      }`}
    >
      <span aria-live="polite">{copied ? WALLET.copied : WALLET.copy}</span>
    </button>
  );
}
