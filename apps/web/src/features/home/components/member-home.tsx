import { type ReactNode, useEffect } from 'react';
import { reportActivityOnce } from '../api/activity-api';

/** The member's home page; the app composes the wallet card into it (features do not import each other). */
export function MemberHome({ walletCard }: { walletCard: ReactNode }) {
  useEffect(() => reportActivityOnce('/'), []);
  return <div className="flex flex-col gap-5 px-4 pt-4">{walletCard}</div>;
}
