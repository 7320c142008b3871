import { PROMOTION, type Promotion } from '@member/shared';
import { useState } from 'react';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useSession } from '@/shared/api/session';
import { useEnableBonus, usePromotionEligibility, usePromotions } from '../api/promotion-queries';
import { OpenBonuses } from '../components/open-bonuses';
import { PromotionCard } from '../components/promotion-card';
import { PromotionDetailDialog } from '../components/promotion-detail-dialog';

/**
 * `/promotion`: the bonuses the member is still playing through, then the promotions running now; each
 * opens its detail, and "claim" goes to the deposit, or is disabled with the reason when this member
 * cannot claim it now. Where only the member's bonus preference stands in the way, the card offers to
 * switch bonuses on in place.
 */
export default function PromotionRoute() {
  const promotions = usePromotions();
  const session = useSession();
  const eligibility = usePromotionEligibility(session.status === 'member');
  const judged = (id: number) => eligibility.data?.find((row) => row.promotionId === id);
  const enableBonus = useEnableBonus();
  const bonusSwitch = { onEnable: () => enableBonus.mutate(), pending: enableBonus.isPending };
  const [opened, setOpened] = useState<Promotion | null>(null);
  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={PROMOTION.title} backTo="/" />
      <OpenBonuses />
      {!promotions.data ? (
        <QueryState error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : promotions.data.length === 0 ? (
        <p className="py-12 text-center text-muted">{PROMOTION.empty}</p>
      ) : (
        promotions.data.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            eligibility={judged(promotion.id)}
            bonusSwitch={bonusSwitch}
            onOpen={() => setOpened(promotion)}
          />
        ))
      )}
      <PromotionDetailDialog listed={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
