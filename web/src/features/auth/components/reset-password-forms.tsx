import { PasswordResetConfirmBody, PasswordResetRequestBody } from '@pill/proto/auth';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';

const linkClass = 'font-medium text-indigo-700 underline-offset-4 hover:underline';

function Field(props: { id: string; label: string; type: string; value: string; onChange: (v: string) => void; error?: string }) {
  const { id, label, type, value, onChange, error } = props;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        autoComplete={type === 'email' ? 'email' : 'new-password'}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Step one: the owner's email; the answer never says whether it has an account. */
export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestPasswordReset();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordResetRequestBody.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    request.mutate(parsed.data, { onError: (failure) => setError(serverMessage(failure, 'Could not send the link. Please try again.')) });
  };
  if (request.isSuccess) {
    return (
      <p role="status" className="text-slate-700">
        If an account uses that email, a link to choose a new password is on its way. It works once, for an hour.{' '}
        <Link to={paths.auth('login')} className={linkClass}>
          Back to Sign In
        </Link>
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">Enter the email you sign in with and we will mail you a link to choose a new password.</p>
      <Field id="reset-email" label="Email" type="email" value={email} onChange={setEmail} error={error} />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

/** Step two, from the mailed link: the new password, with the same rules as at sign-up. */
export function ChooseNewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useConfirmPasswordReset();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordResetConfirmBody.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    confirm.mutate(parsed.data, {
      onError: (failure) => setError(serverMessage(failure, 'Could not set the password. Please try again.')),
    });
  };
  if (confirm.isSuccess) {
    return (
      <p role="status" className="text-slate-700">
        Your password is changed, and you are signed out everywhere.{' '}
        <Link to={paths.auth('login')} className={linkClass}>
          Sign in with it
        </Link>
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="reset-password" label="New password" type="password" value={password} onChange={setPassword} error={error} />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
