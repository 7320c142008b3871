import { CHAT, type ChatSettingsPublic } from '@member/shared';

/** Monday first, as a week reads on a Thai calendar of opening hours. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** The week's hours, consecutive days with the same hours as one row: `จันทร์ - ศุกร์  09:00 - 18:00`. */
function weekRows(settings: ChatSettingsPublic): { days: string; hours: string }[] {
  const rows: { first: number; last: number; hours: string }[] = [];
  for (const day of WEEK) {
    const entry = settings.businessHours.find((item) => item.day === day);
    const hours = entry ? `${entry.open} - ${entry.close}` : CHAT.closedDay;
    const previous = rows.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? CHAT.weekdays[first]! : `${CHAT.weekdays[first]} - ${CHAT.weekdays[last]}`,
    hours,
  }));
}

/** Outside business hours: the operator's offline message and the hours of the week (Bangkok time). */
export function OfflineNotice({ settings }: { settings: ChatSettingsPublic }) {
  return (
    <section
      aria-labelledby="chat-offline-title"
      className="mx-3 mb-2 rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 pt-2 text-sm text-amber-50"
    >
      <h2 id="chat-offline-title" className="font-semibold text-amber-200">
        {CHAT.offlineTitle}
      </h2>
      {settings.offlineMessage && (
        <p className="mt-0.5 whitespace-pre-line text-amber-50/90">{settings.offlineMessage}</p>
      )}
      <details open className="group">
        <summary className="flex min-h-11 cursor-pointer items-center text-amber-200 underline-offset-2 hover:underline">
          {CHAT.hours}
        </summary>
        <dl data-testid="business-hours" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 pb-2 text-xs">
          {weekRows(settings).map((row) => (
            <div key={row.days} className="contents">
              <dt className="text-amber-50/75">{row.days}</dt>
              <dd className="tabular-nums">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
