import { CHAT, CONTENT } from '@member/shared';
import { Link } from 'react-router';
import { ChatIcon, HeadsetIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useContactLine } from '../api/content-queries';
import { LineLinks } from '../components/line-links';

/**
 * `/contact` and `/guest-contact` (SPEC.md §2): the live chat first (issue 16; a visitor is asked to
 * sign in on the way), then the admin's LINE add-friend links.
 */
export default function ContactRoute() {
  const contact = useContactLine();
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={CONTENT.contactTitle} backTo="/" />
      <section className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-b from-gold to-gold-strong text-bg">
          <HeadsetIcon className="size-7" />
        </span>
        <p className="text-sm leading-relaxed text-text/90">{CONTENT.contactIntro}</p>
      </section>
      <Link
        to={paths.chat}
        className="flex items-center gap-3 rounded-2xl border border-accent/50 bg-accent/10 p-3 transition hover:brightness-110"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-b from-accent to-accent-strong text-white">
          <ChatIcon className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-text">{CHAT.contactLink}</span>
          <span className="block text-sm text-muted">{CHAT.contactLinkHint}</span>
        </span>
      </Link>
      {contact.isPending ? (
        <QueryState />
      ) : contact.data ? (
        <LineLinks contactLine={contact.data} />
      ) : (
        <p className="py-8 text-center text-muted">{CONTENT.contactEmpty}</p>
      )}
    </div>
  );
}
