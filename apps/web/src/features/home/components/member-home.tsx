import { PAGE_TITLES } from '@member/shared';
import { type ReactNode, useEffect } from 'react';
import { reportActivityOnce } from '../api/activity-api';
import { QuickActions } from './quick-actions';

export interface MemberHomeProps {
  walletCard: ReactNode;
  /** A strip of the promotions on offer (the promotion feature's). */
  promotions?: ReactNode;
  /** The member's last movements (the wallet feature's). */
  recent?: ReactNode;
  /** The banner carousel and the running announcement (site content). */
  banners?: ReactNode;
  announcement?: ReactNode;
  /** The operator's home background; null keeps the bundled look (the page's gradient). */
  background?: string | null;
}

/** The member's home page; the app composes its parts into it (features do not import each other). */
export function MemberHome({
  walletCard,
  promotions,
  recent,
  banners,
  announcement,
  background = null,
}: MemberHomeProps) {
  useEffect(() => reportActivityOnce('/'), []);
  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-6">
      <h1 className="sr-only">{PAGE_TITLES.home}</h1>
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
      <QuickActions />
      {banners}
      {promotions}
      {recent}
    </div>
  );
}
