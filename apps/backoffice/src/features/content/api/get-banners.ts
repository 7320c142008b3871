import type { AdminBanner, BannerPlacement } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/banners?placement=`: every banner of a placement (active or not), in the members' order. */
export const bannersKey = (placement: BannerPlacement) => ['content', 'banners', placement] as const;

export const fetchBanners = (placement: BannerPlacement) =>
  api.get<AdminBanner[]>(`/admin/banners?placement=${placement}`);

export const bannersQuery = (placement: BannerPlacement) =>
  queryOptions({ queryKey: bannersKey(placement), queryFn: () => fetchBanners(placement) });

export const useBanners = (placement: BannerPlacement) => useQuery(bannersQuery(placement));
