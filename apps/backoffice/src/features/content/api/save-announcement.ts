import type { Announcement, AnnouncementUpdatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { announcementKey } from './get-announcement';

/** `PUT /admin/announcement`. */
export const saveAnnouncement = (payload: AnnouncementUpdatePayload) =>
  api.put<Announcement>('/admin/announcement', payload);

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: (answer) => queryClient.setQueryData(announcementKey, answer),
  });
}
