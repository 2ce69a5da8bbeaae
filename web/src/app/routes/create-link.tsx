import { LIMITS } from '@pill/proto/limits';
import { useNavigate } from 'react-router-dom';
import { RequireUser } from '../../features/auth/components/require-user';
import { useCreateLink } from '../../features/links/api/create-link';
import { LinkForm } from '../../features/links/components/link-form';
import { LinkPageHeader } from '../../features/links/components/link-page-header';
import { closingValuesOf } from '../../features/links/lib/closing-fields';
import { DEFAULT_TITLE, defaultSubtitle } from '../../features/links/lib/link-form';
import { toast } from '../../hooks/toast-store';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';

export default function CreateLinkRoute() {
  const navigate = useNavigate();
  const create = useCreateLink();
  usePageTitle(pageTitle('Create New Pill'));
  return (
    <RequireUser>
      {(user) => (
        <div className="min-h-screen bg-slate-50">
          <LinkPageHeader />
          <main className="fade-in mx-auto max-w-6xl space-y-6 px-4 py-8">
            <h1 className="text-2xl font-bold text-slate-900">Create New Pill</h1>
            <LinkForm
              initial={{
                title: DEFAULT_TITLE,
                subtitle: defaultSubtitle(user.firstName),
                questionIds: [],
                minResponses: LIMITS.minResponses.proposed,
                closing: closingValuesOf(),
              }}
              preselect
              submitLabel="Create Pill"
              pendingLabel="Creating..."
              pending={create.isPending}
              onSubmit={(body) =>
                create.mutate(body, {
                  onSuccess: () => {
                    toast({ title: 'Success', description: 'Feedback link created successfully!' });
                    navigate(paths.home);
                  },
                  onError: () => toast({ title: 'Error', description: 'Failed to create feedback link', variant: 'destructive' }),
                })
              }
            />
          </main>
        </div>
      )}
    </RequireUser>
  );
}
