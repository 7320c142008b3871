import { BO_AFFILIATE } from '@member/shared/backoffice';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionTabNav } from '@/shared/ui/section-tab-nav';
import { paths } from '@/shared/paths';
import type { AffiliateSection } from '../components/affiliate-paths';

const SECTIONS = Object.keys(BO_AFFILIATE.tabs) as AffiliateSection[];

const SECTION_PATHS: Record<AffiliateSection, string> = {
  settings: paths.affiliateSettings,
  affiliates: paths.affiliateAffiliates,
  downlines: paths.affiliateDownlines,
  withdrawals: paths.affiliateWithdrawals,
  accruals: paths.affiliateAccruals,
};

/** The affiliate screen's frame: its title, its tabs, the open one. */
export function AffiliateLayout() {
  const tabs = SECTIONS.map((section) => ({ to: SECTION_PATHS[section], label: BO_AFFILIATE.tabs[section] }));
  return (
    <>
      <PageHeader title={BO_AFFILIATE.title} />
      <SectionTabNav label={BO_AFFILIATE.sections} tabs={tabs} />
      <Outlet />
    </>
  );
}
