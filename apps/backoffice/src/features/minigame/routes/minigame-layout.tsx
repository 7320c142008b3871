import { BO_MINIGAME } from '@member/shared/backoffice';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionTabNav } from '@/shared/ui/section-tab-nav';

export type MinigameSection = keyof typeof BO_MINIGAME.tabs;

/** The mini-game screen's frame: its title, the links of its sections (paths given by the app; a section without one is not shown), the open one. */
export function MinigameLayout({ paths }: { paths: Partial<Record<MinigameSection, string>> }) {
  const tabs = (Object.keys(BO_MINIGAME.tabs) as MinigameSection[]).flatMap((section) => {
    const to = paths[section];
    return to ? [{ to, label: BO_MINIGAME.tabs[section] }] : [];
  });
  return (
    <>
      <PageHeader title={BO_MINIGAME.title} />
      <SectionTabNav label={BO_MINIGAME.title} tabs={tabs} />
      <Outlet />
    </>
  );
}
