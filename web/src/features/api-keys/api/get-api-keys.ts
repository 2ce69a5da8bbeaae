import { ApiKeyList, type ApiKey } from '@pill/proto/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyKeys } from './keys';

export const getApiKeys = async (): Promise<ApiKey[]> => ApiKeyList.parse(await apiRequest('/api/api-keys'));

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeyKeys.mine, queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
