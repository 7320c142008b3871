import type { MemberStatus } from '@member/shared';
import { BO_MEMBER_LEVEL_LABELS, BO_MEMBERS } from '@member/shared/backoffice';
import { Badge } from '@/shared/ui/badge';

export function levelLabel(level: string): string {
  return BO_MEMBER_LEVEL_LABELS[level] ?? level;
}

export function LevelBadge({ level }: { level: string }) {
  return <Badge tone={level === 'normal' ? 'neutral' : 'info'}>{levelLabel(level)}</Badge>;
}

export function StatusBadge({ status }: { status: MemberStatus }) {
  return <Badge tone={status === 'active' ? 'good' : 'bad'}>{BO_MEMBERS.statuses[status]}</Badge>;
}
