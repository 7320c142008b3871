import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { Badge } from '@/shared/ui/badge';

export function PromotionStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'good' : 'neutral'}>
      {active ? BO_PROMOTIONS.status.active : BO_PROMOTIONS.status.inactive}
    </Badge>
  );
}
