import type { CombineSettings, PaymentSettingsPayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paymentSettingsKey } from './get-payment-settings';

/** `PUT /admin/settings/payment`: any of its fields; answers the settings after. */
export const savePaymentSettings = (payload: PaymentSettingsPayload) =>
  api.put<CombineSettings>('/admin/settings/payment', payload);

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (answer) => queryClient.setQueryData(paymentSettingsKey, answer),
  });
}
