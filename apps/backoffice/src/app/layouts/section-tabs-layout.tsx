import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header';
import { type SectionTab, SectionTabNav } from '@/shared/ui/section-tab-nav';

/** A screen made of sub-pages: its title, the row of their links, and the open one. */
export function SectionTabsLayout({
  title,
  label,
  tabs,
}: {
  title: string;
  label: string;
  tabs: readonly SectionTab[];
}) {
  return (
    <>
      <PageHeader title={title} />
      <SectionTabNav label={label} tabs={tabs} />
      <Outlet />
    </>
  );
}
