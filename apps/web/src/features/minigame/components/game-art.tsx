import type { MinigameKind } from '@member/shared';

/** The bundled picture of a game without an uploaded image: its mechanic, drawn. */
export function GameArt({ kind, className = '' }: { kind: MinigameKind; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#231015" />
      {kind === 'wheel' && (
        <g transform="translate(32 34)">
          <circle r="22" fill="#9f1239" stroke="#f5c451" strokeWidth="3" />
          <path d="M0 0V-22M0 0 19 11M0 0-19 11" stroke="#f5c451" strokeWidth="2.5" />
          <path d="M0 0 19-11A22 22 0 0 1 19 11ZM0 0-19 11A22 22 0 0 1-19-11Z" fill="#e11d48" />
          <circle r="4" fill="#f5c451" />
          <path d="M-5-30h10l-5 8z" fill="#f7eef0" />
        </g>
      )}
      {kind === 'card' && (
        <g>
          <rect
            x="12"
            y="14"
            width="24"
            height="34"
            rx="4"
            fill="#9f1239"
            stroke="#f5c451"
            strokeWidth="2"
            transform="rotate(-12 24 31)"
          />
          <rect
            x="28"
            y="14"
            width="24"
            height="34"
            rx="4"
            fill="#f7eef0"
            stroke="#f5c451"
            strokeWidth="2"
            transform="rotate(10 40 31)"
          />
          <path d="M40 24l4 7-4 7-4-7z" fill="#e11d48" transform="rotate(10 40 31)" />
        </g>
      )}
      {kind === 'box' && (
        <g>
          <rect x="14" y="30" width="36" height="22" rx="3" fill="#9f1239" stroke="#f5c451" strokeWidth="2" />
          <rect
            x="11"
            y="22"
            width="42"
            height="9"
            rx="2"
            fill="#e11d48"
            stroke="#f5c451"
            strokeWidth="2"
            transform="rotate(-8 32 26)"
          />
          <path d="M32 30v22" stroke="#f5c451" strokeWidth="3" />
          <circle cx="32" cy="14" r="4" fill="#f5c451" />
        </g>
      )}
    </svg>
  );
}

/** A game's picture: the operator's upload, else the bundled art of its mechanic. */
export function GameImage({
  kind,
  image,
  alt,
  className = '',
}: {
  kind: MinigameKind;
  image: string | null;
  alt: string;
  className?: string;
}) {
  if (!image) return <GameArt kind={kind} className={className} />;
  return <img src={image} alt={alt} loading="lazy" decoding="async" className={`object-cover ${className}`} />;
}
