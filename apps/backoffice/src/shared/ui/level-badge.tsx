import { BO_MEMBER_LEVEL_LABELS } from '@member/shared/backoffice';
import { Badge } from './badge';

/** A member's level by its Thai name (the level as it came when it has none). */
export function levelLabel(level: string): string {
  return BO_MEMBER_LEVEL_LABELS[level.toLowerCase()] ?? level;
}

export function LevelBadge({ level }: { level: string }) {
  return <Badge tone={level === 'normal' ? 'neutral' : 'info'}>{levelLabel(level)}</Badge>;
}
