import { formatDate, isPaymentGatewayCode, WALLET } from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { missingError, QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useDepositSlip } from '../api/wallet-mutations';
import { useCombine, useDeposit, useDepositAccounts } from '../api/wallet-queries';
import { AutoBadge } from '../components/auto-badge';
import { DepositChannels } from '../components/deposit-channels';
import { ExactAmount } from '../components/exact-amount';
import { SlipUpload } from '../components/slip-upload';
import { AmountStatusCard } from '@/shared/ui/amount-status-card';
import { DetailList } from '@/shared/ui/detail-list';
import { useTypeLabel } from '../hooks/use-type-label';

/**
 * `/tx/deposit-detail?id=`: the deposit the member reported, and where to transfer it (a bank deposit
 * still waiting) or its QR (a gateway deposit still waiting). The decision is pushed on the member's
 * channel, so it shows without a reload. With the automatic channel (issue 30) a waiting deposit may carry
 * an exact amount to transfer, and an approved one says whether the statement matcher approved it. A waiting
 * bank deposit takes the transfer's slip, which may approve it at once (issue 30 §3).
 */
export default function DepositDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const deposit = useDeposit(id);
  const combine = useCombine();
  const accounts = useDepositAccounts();
  const slip = useDepositSlip(id);
  const row = deposit.data;
  const typeLabel = useTypeLabel();
  // A QR deposit waits for its payment, not for an operator to check a transfer.
  const byQr = row !== undefined && isPaymentGatewayCode(row.type);
  const waiting = row?.status === 'waiting_for_approve';
  // The slip's section stays once the slip approved the deposit, to say so.
  const slipShown = row?.type === 'bank' && (waiting || slip.data?.result === 'approved');
  const pendingNote = byQr
    ? WALLET.paymentWaitingNote
    : combine.data?.autoDeposit
      ? WALLET.autoPendingNote
      : WALLET.depositPendingNote;

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.depositDetailTitle} backTo={paths.tx.hub} />
      {!row ? (
        <QueryState
          error={id ? deposit.error : missingError()}
          onRetry={id ? () => void deposit.refetch() : undefined}
        />
      ) : (
        <>
          <AmountStatusCard
            amount={row.amount}
            status={row.status}
            pendingNote={pendingNote}
            badge={row.status === 'approved' && row.automatic ? <AutoBadge /> : null}
          />
          {waiting && row.exactAmount && <ExactAmount amount={row.amount} />}
          <DetailList
            items={[
              { label: WALLET.time, value: formatDate(row.bank_time, 'dateTime') },
              { label: WALLET.type, value: typeLabel(row.type) },
              ...(row.annotation ? [{ label: WALLET.annotation, value: row.annotation }] : []),
            ]}
          />
          {byQr && row.reference && waiting && (
            <Link to={paths.tx.depositQrOf(row.reference)} className={buttonClass('primary')}>
              {WALLET.backToQr}
            </Link>
          )}
          {row.type === 'bank' && waiting && combine.data && accounts.data && (
            <DepositChannels combine={combine.data} accounts={accounts.data} />
          )}
          {slipShown && <SlipUpload upload={slip} />}
        </>
      )}
      <Link to={paths.tx.hub} className={buttonClass('secondary')}>
        {WALLET.backToWallet}
      </Link>
    </div>
  );
}
