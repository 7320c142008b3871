import { gameUsername } from '@member/shared';
import { useSession } from '@/shared/api/session';
import { GamePage } from '@/features/profile';

/** `/game` (members only): the games' entrance with the member's game username from the profile. */
export default function GameRoute() {
  const session = useSession();
  if (session.status !== 'member') return null;
  const { game_username, tel } = session.profile;
  return <GamePage username={game_username || gameUsername(tel)} />;
}
