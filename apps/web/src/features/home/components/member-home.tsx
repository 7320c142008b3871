import type { MemberProfile } from '@member/shared';
import { useEffect } from 'react';
import { reportActivityOnce, useCredit } from '../api/wallet-api';
import { WalletCard } from './wallet-card';

export function MemberHome({ profile }: { profile: Pick<MemberProfile, 'first_name' | 'last_name'> }) {
  const credit = useCredit();
  useEffect(() => reportActivityOnce('/'), []);
  return (
    <div className="flex flex-col gap-5 px-4 pt-4">
      <WalletCard
        fullName={`${profile.first_name} ${profile.last_name}`}
        credit={credit.data?.credit}
        loading={credit.isPending}
      />
    </div>
  );
}
