import { ApiKeyBody } from '@pill/proto/api-keys';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import { NewKeyPanel } from './new-key-panel';

/** Names and creates a key, then shows it once. */
export function NewApiKeyForm() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ApiKeyBody.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please give the key a name.');
    setError(null);
    create.mutate(parsed.data.name, {
      onSuccess: () => setName(''),
      onError: (failure) => setError(serverMessage(failure, 'The key could not be created. Please try again.')),
    });
  };
  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
        <div className="min-w-56 flex-1 space-y-1">
          <Label htmlFor="api-key-name">Key name</Label>
          <Input
            id="api-key-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Nightly export"
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'api-key-name-error' : undefined}
          />
          {error && (
            <p id="api-key-name-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Key'}
        </Button>
      </form>
      {create.data && <NewKeyPanel created={create.data} onDone={() => create.reset()} />}
    </div>
  );
}
