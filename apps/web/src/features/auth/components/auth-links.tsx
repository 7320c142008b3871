import { LABELS } from '@member/shared';
import { Link } from 'react-router';

/** A full tap target (44 px high) that reads as a link. */
const LINK = 'inline-flex min-h-11 items-center font-medium text-gold hover:underline';

export function ContactAdminLink() {
  return (
    <Link to="/contact" className={LINK}>
      {LABELS.contactAdmin}
    </Link>
  );
}

export function SwitchDialogButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={LINK}>
      {label}
    </button>
  );
}
