import { useState } from 'react';
import { type DayRange, rangeError } from '../lib/date-range';

/**
 * A date range the member edits: what the fields show (`draft`), the Thai reason it cannot be asked
 * for yet, and the range to ask for (null while it is not valid, so no call is made with it).
 */
export function useDayRange(initial: DayRange) {
  const [draft, setDraft] = useState<DayRange>(initial);
  const error = rangeError(draft);
  return { draft, setDraft, error, range: error === null ? draft : null };
}
export type DayRangeState = ReturnType<typeof useDayRange>;
