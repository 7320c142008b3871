import { UI } from '@member/shared';
import { Link } from 'react-router';
import { buttonClass } from './button';

/** The error page of SPEC.md §2 and §8: 404 for unknown routes, 500 by default. */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const notFound = status === 404;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 py-12 text-center">
      <p className="bg-gradient-to-b from-gold to-gold-strong bg-clip-text text-7xl font-black text-transparent">
        {status}
      </p>
      {/* The spec's 404 text is English, in a Thai page: said so, for screen readers (decision 0017). */}
      <h1 lang={notFound ? 'en' : undefined} className="text-lg font-medium text-text">
        {notFound ? UI.notFound : UI.errorPage}
      </h1>
      <Link to="/" className={buttonClass('primary', 'mt-4 min-w-40')}>
        {UI.backHome}
      </Link>
    </section>
  );
}
