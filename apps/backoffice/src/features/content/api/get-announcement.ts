import type { Announcement } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/announcement`: the running text ('' = none). */
export const announcementKey = ['content', 'announcement'] as const;

export const fetchAnnouncement = () => api.get<Announcement>('/admin/announcement');

export const announcementQuery = () => queryOptions({ queryKey: announcementKey, queryFn: fetchAnnouncement });

export const useAnnouncement = () => useQuery(announcementQuery());
