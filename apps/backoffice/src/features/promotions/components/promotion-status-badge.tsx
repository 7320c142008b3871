import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { Badge } from '@/shared/ui/badge';

export function PromotionStatusBadge({ active }: { active: boolean }) {
  return (
    <span className="whitespace-nowrap">
      <Badge tone={active ? 'good' : 'neutral'}>
        {active ? BO_PROMOTIONS.status.active : BO_PROMOTIONS.status.inactive}
      </Badge>
    </span>
  );
}
