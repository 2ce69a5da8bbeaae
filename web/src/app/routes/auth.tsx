import { EyeOff, Lightbulb, Share2, ShieldCheck } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useUser } from '../../features/auth/api/get-user';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { returnPath } from '../../features/auth/lib/return-to';
import { useConfig } from '../../features/config/api/get-config';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';

const PITCH = [
  { icon: EyeOff, text: "Get the feedback they won't say to your face" },
  { icon: ShieldCheck, text: 'Anonymous and safe' },
  { icon: Lightbulb, text: 'Actionable insights' },
  { icon: Share2, text: 'Easy sharing' },
];

export default function AuthRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const config = useConfig();
  const tab = params.get('tab') === 'login' ? 'login' : 'register';
  // The sign-in guard sends owners here with the page they wanted; they land there afterwards.
  const returnTo = returnPath(location.state);
  usePageTitle(pageTitle(tab === 'login' ? 'Sign In' : 'Sign Up'));

  if (user.isPending || config.isPending) return <PageSpinner />;
  if (user.data) return <Navigate to={returnTo} replace />;
  const done = () => navigate(returnTo, { replace: true });

  return (
    <div className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="fade-in mx-auto grid max-w-5xl items-start gap-10 md:grid-cols-2">
        <section aria-labelledby="pitch-title" className="md:pt-8">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-indigo-700">
            <span aria-hidden className="inline-block h-4 w-8 rounded-full bg-indigo-600" />
            Pill
          </Link>
          <h1 id="pitch-title" className="mt-6 text-3xl font-bold text-slate-900">
            Honest feedback, made simple
          </h1>
          <ul className="mt-6 space-y-3">
            {PITCH.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-slate-800">
                <Icon className="h-5 w-5 text-indigo-600" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-label="Sign in or sign up">
          <AuthPanel
            config={config.data}
            tab={tab}
            onTabChange={(next) => setParams({ tab: next }, { replace: true, state: location.state })}
            onDone={done}
            returnTo={returnTo}
          />
          <p className="mt-6 text-center text-xs text-slate-600">
            By continuing you agree to our{' '}
            <Link to={paths.terms} className="underline underline-offset-4">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy} className="underline underline-offset-4">
              Privacy Policy
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
