import type { HowtoContent } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/howto`: the sections of the /howto page. */
export const howtoKey = ['content', 'howto'] as const;

export const fetchHowto = () => api.get<HowtoContent>('/admin/howto');

export const howtoQuery = () => queryOptions({ queryKey: howtoKey, queryFn: fetchHowto });

export const useHowto = () => useQuery(howtoQuery());
