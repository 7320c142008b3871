import { CONTENT, formatDate } from '@member/shared';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useAnnouncementFeed } from '../api/content-queries';

/** `/news` (SPEC.md §2, guests too): the announcement feed, newest first. */
export default function NewsRoute() {
  const feed = useAnnouncementFeed();
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={CONTENT.newsTitle} backTo="/" />
      {feed.isPending || feed.isError ? (
        <QueryState error={feed.error} onRetry={() => void feed.refetch()} />
      ) : feed.data.length === 0 ? (
        <p className="py-12 text-center text-muted">{CONTENT.newsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {feed.data.map((item) => (
            <li key={item.id}>
              <article className="overflow-hidden rounded-2xl border border-line bg-surface">
                {item.image && (
                  <img
                    src={item.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="aspect-[2/1] w-full bg-surface-2 object-cover"
                  />
                )}
                <div className="flex flex-col gap-2 p-4">
                  <p className="leading-relaxed whitespace-pre-line text-text/90">{item.description}</p>
                  <time dateTime={item.created_at} className="text-xs text-muted">
                    {formatDate(item.created_at, 'dateTime')}
                  </time>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
