import { BO_PAYMENT_SETTINGS as T } from '@member/shared/backoffice';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { usePaymentSettings } from '../api/get-payment-settings';
import { AccountsCard } from '../components/accounts-card';
import { PaymentSettingsForm } from '../components/settings-form';

/** `/settings/payment`: deposit channels, the minimum withdrawal, and the site's receiving bank accounts. */
export default function PaymentSettingsRoute() {
  const settings = usePaymentSettings();
  return (
    <>
      <PageHeader title={T.title} />
      <div className="flex max-w-5xl flex-col gap-4">
        <section aria-labelledby="settings-title" className="rounded-xl border border-line bg-surface p-4">
          <h2 id="settings-title" className="mb-3 text-base font-semibold">
            {T.settingsTitle}
          </h2>
          {settings.data ? (
            <PaymentSettingsForm settings={settings.data} />
          ) : (
            <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
          )}
        </section>
        <AccountsCard />
      </div>
    </>
  );
}
