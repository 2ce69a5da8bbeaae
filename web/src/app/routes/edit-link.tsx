import { useNavigate, useParams } from 'react-router-dom';
import { LinkReadFailure } from '../../components/layout/link-read-failure';
import { Spinner } from '../../components/ui/feedback';
import { RequireUser } from '../../features/auth/components/require-user';
import { useLink } from '../../features/links/api/get-link';
import { useUpdateLink } from '../../features/links/api/update-link';
import { LinkForm } from '../../features/links/components/link-form';
import { closingValuesOf } from '../../features/links/lib/closing-fields';
import { LinkPageHeader } from '../../features/links/components/link-page-header';
import { NotificationSettings } from '../../features/links/components/notification-settings';
import { WebhooksSection } from '../../features/webhooks/components/webhooks-section';
import { toast } from '../../hooks/toast-store';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';

function EditLinkScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const link = useLink(id, true);
  const update = useUpdateLink();

  if (link.isPending) return <Spinner label="Loading pill..." />;
  if (link.isError || !link.data) {
    return (
      <LinkReadFailure
        error={link.error}
        notFoundText="This pill doesn't exist or you don't have permission to edit it."
        onRetry={() => link.refetch()}
      />
    );
  }
  const { title, subtitle, questions, closesAt, minResponses } = link.data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Edit Feedback Form</h1>
      <LinkForm
        initial={{
          title,
          subtitle: subtitle ?? '',
          questionIds: questions.map((q) => q.questionId),
          minResponses,
          closing: closingValuesOf(link.data),
        }}
        preselect={false}
        savedClosesAt={closesAt}
        submitLabel="Update Pill"
        pendingLabel="Updating..."
        pending={update.isPending}
        onSubmit={(body) =>
          update.mutate(
            { id, body },
            {
              onSuccess: () => {
                toast({ title: 'Success', description: 'Feedback link updated successfully!' });
                navigate(paths.home);
              },
              onError: () => toast({ title: 'Error', description: 'Failed to update feedback link', variant: 'destructive' }),
            },
          )
        }
      />
      <NotificationSettings linkId={id} />
      <WebhooksSection linkId={id} />
    </div>
  );
}

export default function EditLinkRoute() {
  const { id = '' } = useParams();
  usePageTitle(pageTitle('Edit Feedback Form'));
  return (
    <RequireUser>
      {() => (
        <div className="min-h-screen bg-slate-50">
          <LinkPageHeader />
          <main className="fade-in mx-auto max-w-6xl px-4 py-8">
            <EditLinkScreen key={id} id={id} />
          </main>
        </div>
      )}
    </RequireUser>
  );
}
