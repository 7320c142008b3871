import type { CombineSettings } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/settings/payment`: deposit channels and the minimum withdrawal (what `GET /combine` answers members). */
export const paymentSettingsKey = ['payment-settings', 'settings'] as const;

export const fetchPaymentSettings = () => api.get<CombineSettings>('/admin/settings/payment');

export const paymentSettingsQuery = () => queryOptions({ queryKey: paymentSettingsKey, queryFn: fetchPaymentSettings });

export const usePaymentSettings = () => useQuery(paymentSettingsQuery());
