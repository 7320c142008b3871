import { UI } from '@member/shared';
import { Link } from 'react-router';
import { buttonClass } from './button';

/** The few drawings an empty list may show: money lines, people (referrals), coins (mini-game). */
export type EmptyGlyph = 'receipt' | 'people' | 'coins';

function Glyph({ glyph }: { glyph: EmptyGlyph }) {
  return (
    <svg
      viewBox="0 0 96 96"
      aria-hidden="true"
      className="size-24"
      fill="none"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="48" cy="48" r="44" className="fill-surface-2 stroke-line" />
      {glyph === 'receipt' && (
        <g className="stroke-gold">
          <path d="M32 22h32v52l-5.3-4-5.4 4-5.3-4-5.3 4-5.4-4L32 74z" className="fill-surface" />
          <path d="M40 34h16M40 43h16M40 52h9" />
        </g>
      )}
      {glyph === 'people' && (
        <g className="stroke-gold">
          <circle cx="40" cy="38" r="9" className="fill-surface" />
          <path d="M24 68c0-9.4 7.2-15 16-15s16 5.6 16 15" className="fill-surface" />
          <circle cx="60" cy="36" r="7" />
          <path d="M62 51c6.6.8 11 5.8 11 13" />
        </g>
      )}
      {glyph === 'coins' && (
        <g className="stroke-gold">
          <ellipse cx="48" cy="62" rx="18" ry="6" className="fill-surface" />
          <path d="M30 62v-8M66 62v-8" />
          <ellipse cx="48" cy="54" rx="18" ry="6" className="fill-surface" />
          <ellipse cx="48" cy="38" rx="12" ry="12" className="fill-surface" />
          <path d="M48 32v12M44 35h6a2.5 2.5 0 0 1 0 5h-4" />
        </g>
      )}
    </svg>
  );
}

/**
 * An empty list: a drawing (decorative), what is missing, and the action that would fill the list.
 */
export function EmptyState({
  glyph,
  text = UI.empty,
  action,
}: {
  glyph: EmptyGlyph;
  text?: string;
  action?: { to: string; label: string };
}) {
  return (
    <div data-testid="empty-state" className="flex flex-col items-center gap-3 py-10 text-center">
      <Glyph glyph={glyph} />
      <p className="text-sm text-muted">{text}</p>
      {action && (
        <Link to={action.to} className={buttonClass('secondary', 'h-10 px-5 text-sm')}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
