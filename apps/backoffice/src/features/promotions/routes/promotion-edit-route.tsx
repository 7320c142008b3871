import type { AdminPromotion } from '@member/shared';
import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { Button, buttonClass } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { messageOf } from '@/shared/lib/error-message';
import { usePromotion } from '../api/promotion';
import { useSetPromotionActive } from '../api/set-promotion-active';
import { useUpdatePromotion } from '../api/update-promotion';
import { PromotionClaimsTable } from '../components/promotion-claims-table';
import { PromotionForm } from '../components/promotion-form';
import { PromotionImageField } from '../components/promotion-image-field';
import { PromotionStatusBadge } from '../components/promotion-status-badge';
import { promotionToForm } from '../lib/promotion-form-values';

function ActivationBar({ promotion }: { promotion: AdminPromotion }) {
  const setActive = useSetPromotionActive();
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);
  const next = !promotion.isActive;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3">
      <span className="text-sm font-semibold">{BO_PROMOTIONS.columns.status}</span>
      <PromotionStatusBadge active={promotion.isActive} />
      <Button
        variant={next ? 'primary' : 'secondary'}
        size="sm"
        disabled={setActive.isPending}
        onClick={() =>
          setActive.mutate(
            { id: promotion.id, active: next },
            {
              onSuccess: () =>
                setNotice({ message: next ? BO_PROMOTIONS.activated : BO_PROMOTIONS.deactivated, failed: false }),
              onError: (error) => setNotice({ message: messageOf(error), failed: true }),
            },
          )
        }
      >
        {next ? BO_PROMOTIONS.activate : BO_PROMOTIONS.deactivate}
      </Button>
      <p role="status" className={`text-sm ${notice?.failed ? 'text-red-700' : 'text-green-800'}`}>
        {notice?.message}
      </p>
      {!promotion.isActive && <p className="w-full text-xs text-muted">{BO_PROMOTIONS.previewNotActive}</p>}
    </div>
  );
}

function EditScreen({ promotion, justCreated }: { promotion: AdminPromotion; justCreated: boolean }) {
  const update = useUpdatePromotion();
  const { can } = useOperator();
  // The form starts from the promotion as first loaded; activation and the image change through their own calls.
  const [defaults] = useState(() => promotionToForm(promotion));
  return (
    <>
      {justCreated && (
        <p role="status" className="mb-3 text-sm text-green-800">
          {BO_PROMOTIONS.created}
        </p>
      )}
      <ActivationBar promotion={promotion} />
      <PromotionForm
        defaultValues={defaults}
        showActiveSwitch={false}
        imagePath={promotion.imagePath}
        onSave={async (input) => {
          // The whole promotion is sent: its active switch as it is now, not as the form first read it.
          await update.mutateAsync({ id: promotion.id, input: { ...input, isActive: promotion.isActive } });
          return BO_PROMOTIONS.saved;
        }}
        aside={
          <Card title={BO_PROMOTIONS.sections.image}>
            <PromotionImageField promotion={promotion} />
          </Card>
        }
      />
      {can('money.view') && (
        <Card title={BO_PROMOTIONS.sections.claims} className="mt-4">
          <PromotionClaimsTable promotionId={promotion.id} />
        </Card>
      )}
    </>
  );
}

/** `/promotions/:id`: edit every field, switch it on or off, its image, its claims, and the member's card live. */
export default function PromotionEditRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const promotion = usePromotion(id);
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  return (
    <div>
      <PageHeader
        title={promotion.data ? `${BO_PROMOTIONS.editTitle}: ${promotion.data.title}` : BO_PROMOTIONS.editTitle}
      >
        <Link to={paths.promotions} className={buttonClass('secondary')}>
          {BO_PROMOTIONS.backToList}
        </Link>
      </PageHeader>
      {promotion.data ? (
        <EditScreen key={promotion.data.id} promotion={promotion.data} justCreated={justCreated} />
      ) : isApiError(promotion.error) && promotion.error.status === 404 ? (
        <p role="alert" className="text-muted">
          {BO_PROMOTIONS.notFound}
        </p>
      ) : (
        <QueryState error={promotion.error} onRetry={() => void promotion.refetch()} />
      )}
    </div>
  );
}
