import type { SettingImages } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/setting-image`: every kind's current image (null = the site's default). */
export const settingImagesKey = ['content', 'setting-images'] as const;

export const fetchSettingImages = () => api.get<SettingImages>('/admin/setting-image');

export const settingImagesQuery = () => queryOptions({ queryKey: settingImagesKey, queryFn: fetchSettingImages });

export const useSettingImages = () => useQuery(settingImagesQuery());
