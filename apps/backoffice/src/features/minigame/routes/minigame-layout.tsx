import { BO_MINIGAME } from '@member/shared/backoffice';
import { Outlet } from 'react-router';
import { paths } from '@/shared/paths';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionTabNav } from '@/shared/ui/section-tab-nav';

export type MinigameSection = keyof typeof BO_MINIGAME.tabs;

const SECTION_PATHS: Record<MinigameSection, string> = {
  games: paths.minigameGames,
  settings: paths.minigameSettings,
  withdrawals: paths.minigameWithdrawals,
  members: paths.minigameMembers,
  figures: paths.minigameFigures,
};

/** The mini-game screen's frame: its title, the links of its sections, the open one. */
export function MinigameLayout() {
  const tabs = (Object.keys(BO_MINIGAME.tabs) as MinigameSection[]).map((section) => ({
    to: SECTION_PATHS[section],
    label: BO_MINIGAME.tabs[section],
  }));
  return (
    <>
      <PageHeader title={BO_MINIGAME.title} />
      <SectionTabNav label={BO_MINIGAME.title} tabs={tabs} />
      <Outlet />
    </>
  );
}
