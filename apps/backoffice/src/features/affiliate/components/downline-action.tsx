import type { AdminDownlineRow, AffiliateNotePayload } from '@member/shared';
import { BO_AFFILIATE } from '@member/shared/backoffice';
import type { DownlineAction } from '../api/downlines';
import { memberName } from './labels';
import type { NoteAction } from './note-action-dialog';

/** Clearing or excluding one downline, as the note dialog asks it. */
export function downlineNoteAction(
  row: AdminDownlineRow,
  action: DownlineAction,
  decide: (input: { tel: string; action: DownlineAction; body: AffiliateNotePayload }) => Promise<unknown>,
): NoteAction {
  const name = memberName(row);
  const clearing = action === 'clear';
  return {
    title: clearing ? BO_AFFILIATE.clearTitle(name) : BO_AFFILIATE.excludeTitle(name),
    body: <p>{clearing ? BO_AFFILIATE.clearBody : BO_AFFILIATE.excludeBody}</p>,
    confirmLabel: clearing ? BO_AFFILIATE.clear : BO_AFFILIATE.exclude,
    danger: !clearing,
    run: (body) =>
      decide({ tel: row.tel, action, body }).then(() =>
        clearing ? BO_AFFILIATE.clearedDone(name) : BO_AFFILIATE.excludedDone(name),
      ),
  };
}
