import { BO_CONTENT } from '@member/shared/backoffice';
import { Outlet } from 'react-router';
import { paths } from '@/shared/paths';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionTabNav } from '@/shared/ui/section-tab-nav';

export type ContentSection = keyof typeof BO_CONTENT.tabs;

const SECTION_PATHS: Record<ContentSection, string> = {
  images: paths.contentImages,
  banners: paths.contentBanners,
  popups: paths.contentPopups,
  announcement: paths.contentAnnouncement,
  news: paths.contentNews,
  contactLines: paths.contentContactLines,
  howto: paths.contentHowto,
};

/** The content screen's frame: its title, the links of its sub-pages, the open one. */
export function ContentLayout() {
  const tabs = (Object.keys(BO_CONTENT.tabs) as ContentSection[]).map((section) => ({
    to: SECTION_PATHS[section],
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
