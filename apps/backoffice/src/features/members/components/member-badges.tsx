import type { MemberStatus } from '@member/shared';
import { BO_MEMBERS } from '@member/shared/backoffice';
import { Badge } from '@/shared/ui/badge';

export function StatusBadge({ status }: { status: MemberStatus }) {
  return <Badge tone={status === 'active' ? 'good' : 'bad'}>{BO_MEMBERS.statuses[status]}</Badge>;
}
