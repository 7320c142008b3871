import { type AffiliateData, formatThousands, REFER } from '@member/shared';
import { CopyButton } from '@/shared/ui/copy-button';
import { lineShareUrl, referralUrl } from '../lib/referral-link';
import { ReferralQr } from './referral-qr';

/** "ค่าคอม 5% จากยอดเสียสุทธิของเพื่อน · เพื่อนของเพื่อนอีก 1%": the programme's terms in one line. */
export function rateLine(data: Pick<AffiliateData, 'affRate' | 'basis' | 'secondLevelRate'>): string {
  const first = REFER.rateLine(formatThousands(data.affRate), REFER.basis[data.basis]);
  return data.secondLevelRate > 0 ? `${first} · ${REFER.secondLevel(formatThousands(data.secondLevelRate))}` : first;
}

/** The member's referral link with copy, its QR, a LINE share and the terms. */
export function ReferralLinkCard({ data, origin }: { data: AffiliateData; origin: string }) {
  const url = referralUrl(origin, data.link);
  return (
    <section
      aria-labelledby="referral-link-title"
      className="relative overflow-hidden rounded-3xl border border-gold/20 bg-gradient-to-br from-accent-strong via-[#5c0a18] to-surface p-5 shadow-xl shadow-black/40"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-12 size-48 rounded-full bg-gold/10 blur-2xl" />
      <div className="relative flex flex-col gap-4">
        <div>
          <h2 id="referral-link-title" className="text-base font-semibold text-white">
            {REFER.linkTitle}
          </h2>
          <p data-testid="rate-line" className="mt-1 text-sm text-gold">
            {rateLine(data)}
          </p>
        </div>
        <div className="flex items-center gap-2 rounded-xl border border-white/15 bg-black/30 p-1.5 pl-3">
          <p data-testid="referral-link" className="min-w-0 flex-1 truncate text-sm text-white/90" title={url}>
            {url}
          </p>
          <CopyButton text={url} what={REFER.link} />
        </div>
        <p className="text-xs text-white/70">
          {REFER.code} <span className="font-semibold tracking-wider text-white">{data.code}</span>
        </p>
        <ReferralQr url={url} />
        <p className="text-center text-xs text-white/70">{REFER.qrHint}</p>
        <a
          href={lineShareUrl(url)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-[#06c755] px-4 text-base font-semibold text-bg transition hover:brightness-110"
        >
          <LineMark />
          {REFER.shareLine}
        </a>
      </div>
    </section>
  );
}

function LineMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s5.9-3.5 8.1-6C21.3 14.2 22 12.7 22 11c0-4.4-4.5-8-10-8Z" />
    </svg>
  );
}
