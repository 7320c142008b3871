import { type AdminMemberDetail, formatNumber, MEMBER_LEVELS, type MemberLevel } from '@member/shared';
import { BO_ACTIONS, BO_MEMBERS } from '@member/shared/backoffice';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField } from '@/shared/ui/field';
import { levelLabel } from '@/shared/ui/level-badge';
import { failureText } from '@/shared/lib/error-message';
import { useChangeLevel, useChangeStatus, useSendPasswordReset } from '../api/member-mutations';
import { AdjustCreditDialog } from './adjust-credit-dialog';

const messageOf = failureText;

type Confirming = 'status' | 'reset' | 'adjust' | null;

/** What an operator may change on a member: level, status and password reset (`members.manage`), credit (`money.decide`). */
export function MemberActions({ member }: { member: AdminMemberDetail }) {
  const { can } = useOperator();
  const { tel, level, status } = member.profile;
  const [chosenLevel, setChosenLevel] = useState<string>(level);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const changeLevel = useChangeLevel(tel);
  const changeStatus = useChangeStatus(tel);
  const sendReset = useSendPasswordReset(tel);
  const manage = can('members.manage');
  const decide = can('money.decide');
  if (!manage && !decide) return null;

  const report = (promise: Promise<string>) =>
    promise.then(
      (text) => setNotice({ ok: true, text }),
      (error: unknown) => setNotice({ ok: false, text: messageOf(error) }),
    );
  const nextStatus = status === 'active' ? 'disabled' : 'active';

  return (
    <Card title={BO_MEMBERS.actions.title}>
      <div className="flex flex-wrap items-end gap-3">
        {manage && (
          <>
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void report(
                  changeLevel
                    .mutateAsync(chosenLevel as MemberLevel)
                    .then((answer) => BO_MEMBERS.actions.levelSaved(levelLabel(answer.level))),
                );
              }}
            >
              <SelectField
                className="w-40"
                label={BO_MEMBERS.level}
                value={chosenLevel}
                onChange={(event) => setChosenLevel(event.target.value)}
                options={MEMBER_LEVELS.map((value) => ({ value, label: levelLabel(value) }))}
              />
              <Button type="submit" variant="secondary" disabled={chosenLevel === level || changeLevel.isPending}>
                {BO_MEMBERS.actions.changeLevel}
              </Button>
            </form>
            <Button
              variant={status === 'active' ? 'danger' : 'secondary'}
              aria-haspopup="dialog"
              onClick={() => setConfirming('status')}
            >
              {status === 'active' ? BO_MEMBERS.actions.disable : BO_MEMBERS.actions.enable}
            </Button>
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming('reset')}>
              {BO_MEMBERS.actions.passwordReset}
            </Button>
          </>
        )}
        {decide && (
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming('adjust')}>
            {BO_MEMBERS.actions.adjust}
          </Button>
        )}
      </div>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mt-3 text-sm ${notice.ok ? 'text-green-800' : 'text-red-700'}`}
        >
          {notice.text}
        </p>
      )}

      <Dialog
        open={confirming === 'status'}
        onClose={() => setConfirming(null)}
        title={status === 'active' ? BO_MEMBERS.actions.disable : BO_MEMBERS.actions.enable}
        footer={
          <Button
            variant={nextStatus === 'disabled' ? 'danger' : 'primary'}
            disabled={changeStatus.isPending}
            onClick={() => {
              setConfirming(null);
              void report(
                changeStatus.mutateAsync(nextStatus).then((answer) => BO_MEMBERS.actions.statusSaved[answer.status]),
              );
            }}
          >
            {BO_ACTIONS.confirm}
          </Button>
        }
      >
        <p>{status === 'active' ? BO_MEMBERS.actions.disableConfirm : BO_MEMBERS.actions.enableConfirm}</p>
      </Dialog>

      <Dialog
        open={confirming === 'reset'}
        onClose={() => setConfirming(null)}
        title={BO_MEMBERS.actions.passwordReset}
        footer={
          <Button
            disabled={sendReset.isPending}
            onClick={() => {
              setConfirming(null);
              void report(sendReset.mutateAsync().then((answer) => answer.message));
            }}
          >
            {BO_ACTIONS.confirm}
          </Button>
        }
      >
        <p>{BO_MEMBERS.actions.passwordResetConfirm}</p>
      </Dialog>

      <AdjustCreditDialog
        tel={tel}
        open={confirming === 'adjust'}
        onClose={() => setConfirming(null)}
        onDone={(credit) => {
          setConfirming(null);
          setNotice({ ok: true, text: BO_MEMBERS.actions.adjusted(formatNumber(credit)) });
        }}
      />
    </Card>
  );
}
