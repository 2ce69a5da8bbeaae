import type { ApiKey } from '@pill/proto/api-keys';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, Skeleton } from '../../../components/ui/feedback';
import { LoadErrorCard } from '../../../components/ui/load-error-card';
import { formatDate } from '../../../lib/format';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { NewApiKeyForm } from './new-api-key-form';

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (id: string) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{apiKey.name}</p>
        <p className="text-sm text-slate-600">
          Created {formatDate(apiKey.createdAt)} · {apiKey.lastUsedAt ? `Last used ${formatDate(apiKey.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
        }
        title={`Revoke “${apiKey.name}”?`}
        description="Anything using this key stops working at once. This cannot be undone."
        confirmLabel="Revoke Key"
        onConfirm={() => onRevoke(apiKey.id)}
      />
    </li>
  );
}

/** The owner's API keys: create one (shown once), see when each was last used, revoke. */
export function ApiKeysScreen() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  return (
    <main className="fade-in mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">API keys</h1>
        <p className="text-sm text-slate-600">
          A key lets a script or another service act as you on your pills, questions and answers (see{' '}
          <a className="text-indigo-700 underline" href="/api/openapi.json">
            the API description
          </a>
          ). Keys cannot create or revoke keys.
        </p>
      </div>
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">Create a key</h2>
        </CardHeader>
        <CardContent>
          <NewApiKeyForm />
        </CardContent>
      </Card>
      {keys.isPending ? (
        <div aria-busy="true" aria-label="Loading API keys">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : keys.isError ? (
        <LoadErrorCard title="Could not load your API keys" error={keys.error} onRetry={() => keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <Card>
          <EmptyState title="No API keys yet">Create one above when a script or service needs to reach your pills.</EmptyState>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <h2 className="font-semibold text-slate-900">Your keys</h2>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100" aria-label="Your API keys">
              {keys.data.map((k) => (
                <KeyRow key={k.id} apiKey={k} onRevoke={(id) => revoke.mutate(id)} />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </main>
  );
}
