import { TURNOVER_BACKOFFICE_TEXTS as T } from '@member/shared';
import { useOperator } from '@/shared/api/session';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useGameProviders, useTurnoverSettings } from '../api/turnover-settings';
import { TurnoverSettingsForm } from '../components/turnover-settings-form';

/**
 * `/settings/turnover` (`promotions.edit`): the rules of the turnover requirements bonuses open (decision 0174).
 * The providers' list comes with `games.manage`; without it (or when it fails) providers' codes are typed.
 */
export default function TurnoverSettingsRoute() {
  const { can } = useOperator();
  const settings = useTurnoverSettings();
  const providers = useGameProviders(can('games.manage'));
  const waitingForProviders = providers.isPending && providers.fetchStatus !== 'idle';
  return (
    <>
      <PageHeader title={T.settingsTitle} />
      <section className="max-w-3xl rounded-xl border border-line bg-surface p-4">
        {settings.data && !waitingForProviders ? (
          <TurnoverSettingsForm settings={settings.data} providers={providers.data ?? null} />
        ) : (
          <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
        )}
      </section>
    </>
  );
}
