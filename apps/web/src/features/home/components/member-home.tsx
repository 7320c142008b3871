import { type ReactNode, useEffect } from 'react';
import { reportActivityOnce } from '../api/activity-api';

export interface MemberHomeProps {
  walletCard: ReactNode;
  /** The banner carousel and the running announcement (site content). */
  banners?: ReactNode;
  announcement?: ReactNode;
  /** The operator's home background; null keeps the bundled look (the page's gradient). */
  background?: string | null;
}

/** The member's home page; the app composes its parts into it (features do not import each other). */
export function MemberHome({ walletCard, banners, announcement, background = null }: MemberHomeProps) {
  useEffect(() => reportActivityOnce('/'), []);
  return (
    <div className="flex flex-col gap-4 px-4 pt-4">
      {background && (
        <div
          aria-hidden="true"
          data-testid="home-background"
          className="fixed inset-0 -z-10 bg-cover bg-top"
          style={{
            backgroundImage: `linear-gradient(rgb(0 0 0 / 0.35), rgb(0 0 0 / 0.7)), url(${JSON.stringify(background)})`,
          }}
        />
      )}
      {announcement}
      {walletCard}
      {banners}
    </div>
  );
}
