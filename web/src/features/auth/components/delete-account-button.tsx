import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { DeleteAccountBody } from '@pill/proto/auth';
import { UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { toast } from '../../../hooks/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useConfig } from '../../config/api/get-config';
import { useDeleteAccount } from '../api/delete-account';
import { dialogPanel } from '../../../components/ui/dialog-panel';

const FAILED = 'Could not delete your account. Please try again.';

/**
 * Local accounts only: deletes the account, its pills, their answers and analyses, and its
 * questions, after the owner confirms with their password. With Clerk, the account is deleted
 * from Clerk's own account page, which tells us.
 */
export function DeleteAccountButton() {
  const config = useConfig();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  if (config.data?.authProvider !== 'local') return null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setPassword('');
    setError(undefined);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeleteAccountBody.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    remove.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
        navigate(paths.home, { replace: true });
      },
      onError: (failure) => setError(serverMessage(failure, FAILED)),
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          <UserX className="h-4 w-4" aria-hidden />
          Delete Account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className={dialogPanel('max-w-md')}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            Your pills, their answers and analyses, and your questions are erased for good, and their public links stop working. Enter your
            password to confirm.
          </AlertDialog.Description>
          <form className="mt-4 space-y-2" onSubmit={onSubmit} noValidate>
            <Label htmlFor="delete-account-password">Password</Label>
            <Input
              id="delete-account-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'delete-account-password-error' : undefined}
            />
            {error && (
              <p id="delete-account-password-error" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 pt-4 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('outline')}>Cancel</AlertDialog.Cancel>
              <button type="submit" className={buttonClass('destructive')} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete Account'}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
