import { NotificationSettings, type NotificationMode } from '@pill/proto/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linkKeys } from './keys';

const notificationsPath = (linkId: string) => `/api/feedback-links/${encodeURIComponent(linkId)}/notifications`;
export const notificationKeys = { ofLink: (linkId: string) => [...linkKeys.one(linkId), 'notifications'] as const };

export const getNotifications = async (linkId: string): Promise<NotificationSettings> =>
  NotificationSettings.parse(await apiRequest(notificationsPath(linkId)));

export const setNotifications = async (linkId: string, mode: NotificationMode): Promise<NotificationSettings> =>
  NotificationSettings.parse(await apiRequest(notificationsPath(linkId), { method: 'PUT', body: { mode } }));

export const notificationsQueryOptions = (linkId: string) =>
  queryOptions({ queryKey: notificationKeys.ofLink(linkId), queryFn: () => getNotifications(linkId) });

export const useNotifications = (linkId: string) => useQuery(notificationsQueryOptions(linkId));

/** The answer is the saved setting: it replaces the cached one. */
export const useSetNotifications = (linkId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: NotificationMode) => setNotifications(linkId, mode),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.ofLink(linkId), saved),
  });
};
