import { BO_CONTENT } from '@member/shared/backoffice';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionTabNav } from '@/shared/ui/section-tab-nav';

export type ContentSection = keyof typeof BO_CONTENT.tabs;

/** The content screen's frame: its title, the links of its sub-pages (paths given by the app), the open one. */
export function ContentLayout({ paths }: { paths: Record<ContentSection, string> }) {
  const tabs = (Object.keys(BO_CONTENT.tabs) as ContentSection[]).map((section) => ({
    to: paths[section],
    label: BO_CONTENT.tabs[section],
  }));
  return (
    <>
      <PageHeader title={BO_CONTENT.title} />
      <SectionTabNav label={BO_CONTENT.sections} tabs={tabs} />
      <Outlet />
    </>
  );
}
