import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { IconProps } from './icons';

export interface Tile {
  to: string;
  title: string;
  hint: string;
  Icon: ComponentType<IconProps>;
}

/** A hub's tiles to its sub-pages, two across, each a full tap target named by its title with a hint below. */
export function TileMenu({ label, tiles }: { label: string; tiles: readonly Tile[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-2">
        {tiles.map(({ to, title, hint, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-[84px] flex-col gap-1 rounded-2xl border border-line bg-surface p-3 transition hover:border-gold/50"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-text">
                <Icon className="size-5 shrink-0 text-gold" />
                {title}
              </span>
              <span className="text-xs text-muted">{hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
