import { WALLET } from '@member/shared';
import placeholderQr from '../assets/qr-placeholder.svg';

/** The payment's QR; the fixed placeholder (SPEC.md §2) stands in only while it loads. */
export function QrImage({ src }: { src: string | undefined }) {
  return (
    <div className="mx-auto w-full max-w-64 rounded-2xl bg-white p-3 shadow-xl shadow-black/40">
      {src ? (
        <img src={src} alt={WALLET.qrImage} className="aspect-square w-full" />
      ) : (
        <img
          src={placeholderQr}
          alt={WALLET.qrPlaceholder}
          data-testid="qr-placeholder"
          className="aspect-square w-full animate-pulse"
        />
      )}
    </div>
  );
}
