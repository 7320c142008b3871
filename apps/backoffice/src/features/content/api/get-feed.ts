import type { AdminFeedItem } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/announcement-feed`: every news item (active or not), newest first. */
export const feedKey = ['content', 'feed'] as const;

export const fetchFeed = () => api.get<AdminFeedItem[]>('/admin/announcement-feed');

export const feedQuery = () => queryOptions({ queryKey: feedKey, queryFn: fetchFeed });

export const useFeed = () => useQuery(feedQuery());
