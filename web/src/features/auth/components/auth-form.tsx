import { SignInBody, SignUpBody } from '@pill/proto/auth';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';

type Mode = 'login' | 'register';
type Errors = Partial<Record<'name' | 'email' | 'password' | 'form', string>>;

/** First message per field from a zod failure. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form') as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

function Field(props: {
  id: string;
  label: string;
  type: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  autoComplete: string;
}) {
  const { id, label, type, value, onChange, error, autoComplete } = props;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const CAPTCHA_FAILED = 'Security Check Failed: Unable to complete security verification. Please try again.';

/** A reCAPTCHA v3 token for this form, when the server has a captcha; undefined when it has none. */
async function captchaToken(siteKey: string | undefined, mode: Mode): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const { getRecaptchaToken } = await import('../../public-form/lib/recaptcha');
  return getRecaptchaToken(siteKey, mode === 'register' ? 'sign_up' : 'sign_in');
}

type Props = {
  mode: Mode;
  onDone: () => void;
  recaptchaSiteKey?: string;
  /** The server can mail a reset link. */ passwordReset?: boolean;
};

export function AuthForm({ mode, onDone, recaptchaSiteKey, passwordReset = false }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const signIn = useSignIn();
  const signUp = useSignUp();
  const pending = signIn.isPending || signUp.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mode === 'register' ? SignUpBody.safeParse({ name, email, password }) : SignInBody.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    let recaptchaToken: string | undefined;
    try {
      recaptchaToken = await captchaToken(recaptchaSiteKey, mode);
    } catch {
      setErrors({ form: CAPTCHA_FAILED });
      return;
    }
    const onError = (error: Error) =>
      setErrors({
        form: serverMessage(
          error,
          mode === 'register' ? 'Could not create your account. Please try again.' : 'Could not sign you in. Please try again.',
        ),
      });
    const body = { ...parsed.data, ...(recaptchaToken ? { recaptchaToken } : {}) };
    if (mode === 'register') signUp.mutate(body as SignUpBody, { onSuccess: onDone, onError });
    else signIn.mutate(body as SignInBody, { onSuccess: onDone, onError });
  };

  const prefix = mode === 'register' ? 'signup' : 'signin';
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {errors.form && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </div>
      )}
      {mode === 'register' && (
        <Field id={`${prefix}-name`} label="Name" type="text" value={name} onChange={setName} error={errors.name} autoComplete="name" />
      )}
      <Field
        id={`${prefix}-email`}
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
      />
      <Field
        id={`${prefix}-password`}
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
      />
      {mode === 'login' && passwordReset && (
        <Link to={paths.resetPassword} className="inline-block text-sm font-medium text-indigo-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {mode === 'register' ? (pending ? 'Creating account...' : 'Create Account') : pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
