import type { ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/page-header';

/** The frame of a section's sub-page (the referral and mini-game pages): its heading with a back link, then the page. */
export function SubPage({ title, backTo, children }: { title: string; backTo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={title} backTo={backTo} />
      {children}
    </div>
  );
}

/** A titled block of a page. */
export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-sm font-medium text-text/90">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
