import { BO_AFFILIATE } from '@member/shared/backoffice';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionTabNav } from '@/shared/ui/section-tab-nav';
import type { AffiliatePaths, AffiliateSection } from '../components/affiliate-paths';

const SECTIONS = Object.keys(BO_AFFILIATE.tabs) as AffiliateSection[];

/** The affiliate screen's frame: its title, its tabs, the open one (which reads the paths from here). */
export function AffiliateLayout({ paths }: { paths: AffiliatePaths }) {
  const tabs = SECTIONS.map((section) => ({ to: paths[section], label: BO_AFFILIATE.tabs[section] }));
  return (
    <>
      <PageHeader title={BO_AFFILIATE.title} />
      <SectionTabNav label={BO_AFFILIATE.sections} tabs={tabs} />
      <Outlet context={paths} />
    </>
  );
}
