import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { PageHeader } from '@/shared/ui/page-header';
import { paths } from '@/shared/paths';
import { useCreatePromotion } from '../api/create-promotion';
import { PromotionForm } from '../components/promotion-form';
import { emptyPromotionForm } from '../lib/promotion-form-values';

/** `/promotions/new`: a new promotion; once saved, its edit page opens (where the image is added). */
export default function PromotionNewRoute() {
  const create = useCreatePromotion();
  const navigate = useNavigate();
  const [defaults] = useState(() => emptyPromotionForm());
  return (
    <div>
      <PageHeader title={BO_PROMOTIONS.newTitle}>
        <Link to={paths.promotions} className={buttonClass('secondary')}>
          {BO_PROMOTIONS.backToList}
        </Link>
      </PageHeader>
      <PromotionForm
        defaultValues={defaults}
        showActiveSwitch
        imagePath={null}
        onSave={async (input) => {
          const created = await create.mutateAsync(input);
          navigate(paths.promotion(created.id), { state: { created: true } });
          return BO_PROMOTIONS.created;
        }}
        aside={
          <Card title={BO_PROMOTIONS.sections.image}>
            <p className="text-sm text-muted">{BO_PROMOTIONS.imageAfterSave}</p>
          </Card>
        }
      />
    </div>
  );
}
