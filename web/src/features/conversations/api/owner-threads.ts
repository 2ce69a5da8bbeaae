import { ConversationMessage, ThreadSummaryList } from '@pill/proto/conversation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const threadsKey = (linkId: string) => ['/api/feedback-links', linkId, 'conversations'];
const threadKey = (submissionId: string) => ['/api/submissions', submissionId, 'messages'];

/** The link's threads with messages: which have replies the owner has not read. */
export const threadsQueryOptions = (linkId: string) =>
  queryOptions({
    queryKey: threadsKey(linkId),
    queryFn: async () => ThreadSummaryList.parse(await apiRequest(`/api/feedback-links/${encodeURIComponent(linkId)}/conversations`)),
  });
export const useThreads = (linkId: string) => useQuery(threadsQueryOptions(linkId));

/** Reading a thread marks it read, so the link's unread markers are asked again after. */
export function useThread(linkId: string, submissionId: string, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: threadKey(submissionId),
    enabled,
    queryFn: async () => {
      const messages = z
        .array(ConversationMessage)
        .parse(await apiRequest(`/api/submissions/${encodeURIComponent(submissionId)}/messages`));
      void client.invalidateQueries({ queryKey: threadsKey(linkId) });
      return messages;
    },
  });
}

export function useOwnerReply(linkId: string, submissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      ConversationMessage.parse(
        await apiRequest(`/api/submissions/${encodeURIComponent(submissionId)}/messages`, { method: 'POST', body: { text } }),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: threadKey(submissionId) });
      void client.invalidateQueries({ queryKey: threadsKey(linkId) });
    },
  });
}
