import { OwnerLinkList, type OwnerLink } from '@pill/proto/link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linkKeys } from './keys';

export const getLinks = async (): Promise<OwnerLink[]> => OwnerLinkList.parse(await apiRequest('/api/feedback-links'));

export const linksQueryOptions = () => queryOptions({ queryKey: linkKeys.all, queryFn: getLinks });

export const useLinks = (enabled = true) => useQuery({ ...linksQueryOptions(), enabled });
