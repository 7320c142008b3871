import { gameUsername } from '@member/shared';
import { useSession } from '@/shared/api/session';
import { GamePage } from '@/features/game';
import { CreditSummary } from '@/features/wallet';

/**
 * `/game` (members only): the games' entrance with the member's game username from the profile, and
 * the live credit above it (it refreshes when a game closes).
 */
export default function GameRoute() {
  const session = useSession();
  if (session.status !== 'member') return null;
  const { game_username, tel } = session.profile;
  return <GamePage username={game_username || gameUsername(tel)} credit={<CreditSummary />} />;
}
