import { ApiKeyBody, ApiKeyCreated } from '@pill/proto/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyKeys } from './keys';

export const createApiKey = async (name: string): Promise<ApiKeyCreated> =>
  ApiKeyCreated.parse(await apiRequest('/api/api-keys', { method: 'POST', body: ApiKeyBody.parse({ name }) }));

/** The created key is in the mutation's data only: it is never fetched again. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.mine }),
  });
};
