import { levelBadge } from '@member/shared';
import { logout } from '@/features/auth';
import { useSession } from '@/shared/api/session';
import { ProfilePage } from '@/features/profile';
import { LevelBadge } from '../layouts/member-header';

/** `/profile` (members only): the profile feature's page with the session's member and logout. */
export default function ProfileRoute() {
  const session = useSession();
  if (session.status !== 'member') return null;
  return (
    <ProfilePage
      profile={session.profile}
      levelBadge={levelBadge(session.profile.member_level) ? <LevelBadge level={session.profile.member_level} /> : null}
      onLogout={() => void logout()}
    />
  );
}
