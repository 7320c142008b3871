import { CHAT, type ChatSettingsPublic } from '@member/shared';

/** Monday first, as a week reads on a Thai calendar of opening hours. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Outside business hours: the operator's offline message and the hours of each weekday (Bangkok time). */
export function OfflineNotice({ settings }: { settings: ChatSettingsPublic }) {
  const hoursOf = (day: number) => settings.businessHours.find((entry) => entry.day === day);
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
          {WEEK.map((day) => {
            const hours = hoursOf(day);
            return (
              <div key={day} className="contents">
                <dt className="text-amber-50/75">{CHAT.weekdays[day]}</dt>
                <dd className="tabular-nums">{hours ? `${hours.open} - ${hours.close}` : CHAT.closedDay}</dd>
              </div>
            );
          })}
        </dl>
      </details>
    </section>
  );
}
