import type { OperatorRole } from '@member/shared';
import { Navigate } from 'react-router';
import { renderAsOperator } from '@/shared/test/render';
import AccrualsRoute from '../routes/accruals-route';
import { AffiliateLayout } from '../routes/affiliate-layout';
import AffiliateRoute from '../routes/affiliate-route';
import AffiliatesRoute from '../routes/affiliates-route';
import DownlinesRoute from '../routes/downlines-route';
import AffiliateSettingsRoute from '../routes/settings-route';
import WithdrawalsRoute from '../routes/withdrawals-route';

/**
 * The affiliate section at `url`, signed in as an operator of `role`, with a fresh cache (no retries,
 * so a refusal shows at once).
 */
export function renderAffiliate(url: string, role: OperatorRole = 'admin') {
  return renderAsOperator(
    [
      {
        path: '/affiliate',
        element: <AffiliateLayout />,
        children: [
          { index: true, element: <Navigate to="/affiliate/settings" replace /> },
          { path: 'settings', element: <AffiliateSettingsRoute /> },
          { path: 'affiliates', element: <AffiliatesRoute /> },
          { path: 'affiliates/:tel', element: <AffiliateRoute /> },
          { path: 'downlines', element: <DownlinesRoute /> },
          { path: 'withdrawals', element: <WithdrawalsRoute /> },
          { path: 'accruals', element: <AccrualsRoute /> },
        ],
      },
    ],
    url,
    role,
  );
}
