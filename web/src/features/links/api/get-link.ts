import { OwnerLink } from '@pill/proto/link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linkKeys } from './keys';

export const getLink = async (id: string): Promise<OwnerLink> =>
  OwnerLink.parse(await apiRequest(`/api/feedback-links/${encodeURIComponent(id)}`));

export const linkQueryOptions = (id: string) => queryOptions({ queryKey: linkKeys.one(id), queryFn: () => getLink(id) });

/** Runs only when signed in and an id exists. */
export const useLink = (id: string | undefined, signedIn: boolean) =>
  useQuery({ ...linkQueryOptions(id ?? ''), enabled: Boolean(id) && signedIn });
