import { AFFILIATE_DOWNLINE_STATES, type AffiliateDownlineState } from '@member/shared';
import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { SelectField } from '@/shared/ui/field';
import { KeptQuery } from '@/shared/ui/kept-query';
import { SuccessNotice } from '@/shared/ui/status-notice';
import { paths } from '@/shared/paths';
import { downlineListQuery, useDecideDownline } from '../api/downlines';
import { downlineNoteAction } from '../components/downline-action';
import { DownlinesTable } from '../components/downlines-table';
import { useNoteActions } from '../hooks/use-note-actions';

const STATE_OPTIONS = AFFILIATE_DOWNLINE_STATES.map((state) => ({ value: state, label: T.states[state] }));

/** `/affiliate/downlines`: downlines by state (flagged first of all), each with its affiliate; clear or exclude. */
export default function DownlinesRoute() {
  const { can } = useOperator();
  const params = useListParams();
  const state = (params.values.state ?? 'flagged') as AffiliateDownlineState;
  const query = `?${new URLSearchParams({ state, page: String(params.page), limit: String(params.limit) })}`;
  const list = useQuery(downlineListQuery(query));
  const decide = useDecideDownline();
  const noteActions = useNoteActions();

  return (
    <>
      <p className="mb-3 text-sm text-muted">{T.downlinesIntro}</p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          className="w-48"
          label={T.stateFilter}
          value={state}
          onChange={(event) => {
            noteActions.clearNotice();
            params.set({ state: event.target.value });
          }}
          options={STATE_OPTIONS}
        />
      </div>
      <SuccessNotice className="mb-3">{noteActions.notice}</SuccessNotice>
      <KeptQuery query={list}>
        {(page) => (
          <DownlinesTable
            caption={`${T.downlinesCaption}: ${T.states[state]}`}
            page={page}
            params={params}
            isFetching={list.isFetching}
            affiliateHref={paths.affiliateAffiliate}
            onAction={
              can('affiliate.manage')
                ? (row, verb) => {
                    noteActions.start(downlineNoteAction(row, verb, decide.mutateAsync));
                  }
                : undefined
            }
          />
        )}
      </KeptQuery>
      {noteActions.dialog}
    </>
  );
}
