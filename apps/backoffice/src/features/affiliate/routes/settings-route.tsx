import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useOperator } from '@/shared/api/session';
import { Card } from '@/shared/ui/card';
import { QueryState } from '@/shared/ui/query-state';
import { affiliateSettingsQuery } from '../api/settings';
import { AffiliateSettingsForm } from '../components/settings-form';

/** `/affiliate/settings`: the programme's rates, minimum withdrawal, basis and carryover. */
export default function AffiliateSettingsRoute() {
  const { can } = useOperator();
  const settings = useQuery(affiliateSettingsQuery);
  const canEdit = can('affiliate.manage');
  return (
    <Card title={T.settingsTitle} className="max-w-5xl">
      {!canEdit && <p className="mb-4 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{T.viewOnly}</p>}
      {settings.data ? (
        <AffiliateSettingsForm settings={settings.data} canEdit={canEdit} />
      ) : (
        <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
      )}
    </Card>
  );
}
