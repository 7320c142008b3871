import { AFFILIATE_DOWNLINE_STATES, type AffiliateDownlineState } from '@member/shared';
import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { SelectField } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { SuccessNotice } from '@/shared/ui/status-notice';
import { paths } from '@/shared/paths';
import { downlineListQuery, useDecideDownline } from '../api/downlines';
import { downlineNoteAction } from '../components/downline-action';
import { DownlinesTable } from '../components/downlines-table';
import { type NoteAction, NoteActionDialog } from '../components/note-action-dialog';

const STATE_OPTIONS = AFFILIATE_DOWNLINE_STATES.map((state) => ({ value: state, label: T.states[state] }));

/** `/affiliate/downlines`: downlines by state (flagged first of all), each with its affiliate; clear or exclude. */
export default function DownlinesRoute() {
  const { can } = useOperator();
  const params = useListParams();
  const state = (params.values.state ?? 'flagged') as AffiliateDownlineState;
  const query = `?${new URLSearchParams({ state, page: String(params.page), limit: String(params.limit) })}`;
  const list = useQuery(downlineListQuery(query));
  const decide = useDecideDownline();
  const [action, setAction] = useState<NoteAction | null>(null);
  const [notice, setNotice] = useState('');

  return (
    <>
      <p className="mb-3 text-sm text-muted">{T.downlinesIntro}</p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          className="w-48"
          label={T.stateFilter}
          value={state}
          onChange={(event) => {
            setNotice('');
            params.set({ state: event.target.value });
          }}
          options={STATE_OPTIONS}
        />
      </div>
      <SuccessNotice className="mb-3">{notice}</SuccessNotice>
      {list.data ? (
        <>
          {list.isError && <QueryState error={list.error} onRetry={() => void list.refetch()} />}
          <DownlinesTable
            caption={`${T.downlinesCaption}: ${T.states[state]}`}
            page={list.data}
            params={params}
            isFetching={list.isFetching}
            affiliateHref={paths.affiliateAffiliate}
            onAction={
              can('affiliate.manage')
                ? (row, verb) => {
                    setNotice('');
                    setAction(downlineNoteAction(row, verb, decide.mutateAsync));
                  }
                : undefined
            }
          />
        </>
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      <NoteActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(text) => {
          setAction(null);
          setNotice(text);
        }}
      />
    </>
  );
}
