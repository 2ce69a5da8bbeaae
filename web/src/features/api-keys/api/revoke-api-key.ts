import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/toast-store';
import { apiRequest, serverMessage } from '../../../lib/api-client';
import { apiKeyKeys } from './keys';

export const revokeApiKey = async (id: string): Promise<unknown> =>
  apiRequest(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      toast({ title: 'API key revoked', description: 'Requests with it are refused from now on.' });
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.mine });
    },
    onError: (error) =>
      toast({ title: 'Could not revoke the key', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
};
