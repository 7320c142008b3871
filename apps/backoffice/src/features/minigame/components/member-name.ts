import type { MinigameMemberRef } from '@member/shared';

/** How the screens name a member: their name, or their phone when they gave none. */
export const memberName = (member: MinigameMemberRef) =>
  `${member.first_name} ${member.last_name}`.trim() || member.tel;
