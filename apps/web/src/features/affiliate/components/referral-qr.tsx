import { REFER } from '@member/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The referral link as a QR code, drawn as SVG in the browser by the QR library the server already uses
 * for PromptPay: sharp at any size, and no call to make.
 */
export function ReferralQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <div className="mx-auto w-44 rounded-2xl bg-white p-2 shadow-xl shadow-black/40">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={REFER.qrAlt}
          data-testid="referral-qr"
          className="aspect-square w-full"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full animate-pulse rounded-lg bg-black/10" />
      )}
    </div>
  );
}
