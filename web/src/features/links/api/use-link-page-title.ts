import { pageTitle, usePageTitle } from '../../../hooks/use-page-title';
import { useUser } from '../../auth/api/get-user';
import { useLink } from './get-link';

/** Names the tab after one of the owner's pills; `describe` gets no title until the pill has loaded. */
export function useLinkPageTitle(id: string, describe: (title: string | undefined) => string): void {
  const user = useUser();
  const link = useLink(id, Boolean(user.data));
  usePageTitle(pageTitle(describe(link.data?.title)));
}
