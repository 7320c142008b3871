import { LABELS, LIMIT_TEXTS, type MemberProfile, maskAccountNumber, PROFILE } from '@member/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoutIcon, UserIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { paths } from '@/shared/paths';
import { BonusToggle } from './bonus-toggle';
import { bankLogoUrl } from '@/shared/lib/bank-logos';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-text">{children}</dd>
    </div>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="flex items-center justify-between px-4 py-3.5 text-text hover:bg-white/5">
      {children}
      <svg
        viewBox="0 0 24 24"
        className="size-5 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}

export interface ProfilePageProps {
  profile: MemberProfile;
  /** The level badge as the header shows it (the app passes it in); null for 'normal'. */
  levelBadge: ReactNode;
  onLogout: () => void;
}

/** `/profile` (SPEC.md §2): who the member is, the registered bank (masked), the bonus wish, and account links. */
export function ProfilePage({ profile, levelBadge, onLogout }: ProfilePageProps) {
  const fullName = `${profile.first_name} ${profile.last_name}`;
  const bankNumber = profile.bank.number_masked || maskAccountNumber(profile.bank.number);
  const card = 'overflow-hidden rounded-2xl border border-line bg-surface';
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={PROFILE.title} backTo="/" />
      <section className="flex items-center gap-4 rounded-2xl border border-gold/20 bg-gradient-to-br from-accent-strong to-surface p-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-black/25 text-gold">
          <UserIcon className="size-8" />
        </span>
        <dl className="min-w-0">
          <dt className="sr-only">{PROFILE.fullName}</dt>
          <dd className="truncate text-lg font-semibold text-white">{fullName}</dd>
          <dt className="sr-only">{PROFILE.tel}</dt>
          <dd className="text-sm text-white/75 tabular-nums">{profile.tel}</dd>
        </dl>
      </section>

      <dl className={card}>
        <Row label={PROFILE.level}>{levelBadge ?? PROFILE.levelNormal}</Row>
      </dl>

      <section className={`${card} flex items-center gap-3 p-4`} aria-label={PROFILE.bank}>
        <img src={bankLogoUrl(profile.bank.code)} alt="" className="size-11 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{PROFILE.bank}</p>
          <p className="truncate text-sm font-medium text-text">{profile.bank.name}</p>
          <p data-testid="profile-bank-number" className="tracking-wider text-text/90 tabular-nums">
            {bankNumber}
          </p>
        </div>
      </section>

      <section className={`${card} p-4`}>
        <BonusToggle bonus={profile.bonus} />
      </section>

      <nav className={`${card} divide-y divide-line`}>
        <MenuLink to={paths.game}>{PROFILE.game}</MenuLink>
        <MenuLink to={paths.changePassword}>{PROFILE.changePassword}</MenuLink>
        <MenuLink to={paths.limits}>{LIMIT_TEXTS.profileLink}</MenuLink>
        <button
          type="button"
          onClick={onLogout}
          className="flex w-full items-center gap-2 px-4 py-3.5 text-left text-red-400 hover:bg-red-500/10"
        >
          <LogoutIcon className="size-5" />
          {LABELS.logout}
        </button>
      </nav>
    </div>
  );
}
