import { CONTENT } from '@member/shared';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useHowto } from '../api/content-queries';

/** `/howto` (side menu, SPEC.md §2): the operator's how-to-use guide, one card per section. */
export default function HowtoRoute() {
  const howto = useHowto();
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={CONTENT.howtoTitle} backTo="/" />
      {howto.isPending || howto.isError ? (
        <QueryState error={howto.error} onRetry={() => void howto.refetch()} />
      ) : howto.data.sections.length === 0 ? (
        <p className="py-12 text-center text-muted">{CONTENT.howtoEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {howto.data.sections.map((section, index) => (
            <li key={index} className="rounded-2xl border border-line bg-surface p-4">
              <h2 className="mb-2 flex items-center gap-2 font-semibold text-gold">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent text-xs text-white">
                  {index + 1}
                </span>
                {section.title}
              </h2>
              <p className="text-sm leading-relaxed whitespace-pre-line text-text/90">{section.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
