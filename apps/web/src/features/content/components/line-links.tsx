import { CONTENT, type ContactLine, lineAddFriendUrl } from '@member/shared';

/** LINE's brand green, for its badge only; the badge's text is dark on it (white would be 2.3:1). */
const LINE_GREEN = '#06c755';

function LineButton({ id, label, primary }: { id: string; label: string; primary: boolean }) {
  const href = lineAddFriendUrl(id);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`flex items-center gap-3 rounded-2xl border p-3 transition hover:brightness-110 ${
        primary ? 'border-emerald-500/60 bg-emerald-500/15' : 'border-line bg-surface'
      }`}
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl text-xs font-black text-bg"
        style={{ background: LINE_GREEN }}
      >
        LINE
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-text">{label}</span>
        <span className="block truncate text-sm text-muted">{`${CONTENT.lineIdLabel} ${id}`}</span>
      </span>
    </a>
  );
}

/** The add-friend links of the contact line (SPEC.md §3): the main id, and the spare one when set. */
export function LineLinks({ contactLine }: { contactLine: ContactLine }) {
  return (
    <div className="flex flex-col gap-3">
      <LineButton id={contactLine.line_id} label={CONTENT.lineMain} primary />
      {contactLine.optional_line_id && (
        <LineButton id={contactLine.optional_line_id} label={CONTENT.lineOptional} primary={false} />
      )}
    </div>
  );
}
