import { BarChart3, Brain, Link2, Lock, MessageSquare, Share2, ShieldCheck, Sparkles, TrendingUp, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import type { AuthTab } from '../../auth/components/auth-panel';
import { useConfig } from '../../config/api/get-config';
import { paths } from '../../../lib/paths';

// The sign-in modal (forms and validation) loads only when someone opens it.
const AuthDialog = lazy(() => import('../../auth/components/auth-dialog'));

const FEATURES = [
  {
    icon: UserX,
    title: '100% Anonymous',
    text: 'Respondents need no account and names are optional, so people say what they really think.',
  },
  { icon: ShieldCheck, title: 'Safe by Design', text: 'Harmful content is moderated on the way in, and respondents are never tracked.' },
  { icon: MessageSquare, title: 'Your Questions', text: 'Start from a library of proven questions or write your own, up to 10 per form.' },
  { icon: Share2, title: 'Easy Sharing', text: 'One short link works everywhere: chat, email, slides or a QR code.' },
];

const ANALYTICS = [
  {
    icon: BarChart3,
    title: 'Timelines and Themes',
    text: 'See responses and visits over the last week and the themes that keep coming up.',
  },
  { icon: Brain, title: 'AI Analysis', text: 'Blind spots, tension maps and critical concerns, each backed by quotes from real answers.' },
  { icon: TrendingUp, title: 'Personal Action Plans', text: 'Concrete next steps with a timeframe and the impact you can expect.' },
];

const STEPS = [
  { title: 'Create Your Link', text: 'Pick a title and the questions you want answered.' },
  { title: 'Share Everywhere', text: 'Send your link to colleagues, friends or your audience.' },
  { title: 'Capture Feedback', text: 'People answer anonymously, on any device, in a minute.' },
  { title: 'Analyze and Grow', text: 'Read the answers, the themes and your action plan.' },
];

export function LandingPage({ signedIn }: { signedIn: boolean }) {
  const config = useConfig();
  const [authTab, setAuthTab] = useState<AuthTab | null>(null);
  const hero = 'mt-8 h-12 px-6 text-base';
  return (
    <div className="min-h-screen bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-indigo-700">
            <span aria-hidden className="inline-block h-4 w-8 rounded-full bg-indigo-600" />
            Pill
          </Link>
          {/* On a phone the anchors get a row of their own below the logo and buttons. */}
          <div className="order-last flex w-full justify-center gap-6 text-sm sm:order-none sm:w-auto sm:gap-4">
            <a href="#features" className="py-1 text-slate-700 hover:text-indigo-700">
              Features
            </a>
            <a href="#how-it-works" className="py-1 text-slate-700 hover:text-indigo-700">
              How it Works
            </a>
          </div>
          <div className="flex gap-2">
            {signedIn ? (
              <Link to={paths.home} className={buttonClass('primary', 'sm')}>
                Dashboard
              </Link>
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={() => setAuthTab('login')}>
                  Sign In
                </Button>
                <Button size="sm" onClick={() => setAuthTab('register')}>
                  Get Started
                </Button>
              </>
            )}
          </div>
        </nav>
      </header>
      <main className="fade-in">
        <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
          <p className="mb-3 inline-flex items-center gap-1 rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800">
            <Sparkles className="h-4 w-4" aria-hidden /> Anonymous feedback, real insight
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Get the feedback they won't say to your face
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Share one link. People answer anonymously. You get honest answers, clear themes and a plan to grow.
          </p>
          {signedIn ? (
            <Link to={paths.home} className={buttonClass('primary', 'md', hero)}>
              Go to Dashboard
            </Link>
          ) : (
            <Button className={hero} onClick={() => setAuthTab('register')}>
              Get Your Feedback Link
            </Button>
          )}
        </section>
        <section id="features" aria-labelledby="features-title" className="scroll-mt-12 bg-slate-50 px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
              Features
            </h2>
            <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map((card) => (
                <InfoCard key={card.title} {...card} className="bg-white" />
              ))}
            </div>
          </div>
        </section>
        <section aria-labelledby="analytics-title" className="px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 id="analytics-title" className="text-center text-3xl font-bold text-slate-900">
              Insights that help you grow
            </h2>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {ANALYTICS.map((card) => (
                <InfoCard key={card.title} {...card} />
              ))}
            </div>
          </div>
        </section>
        <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-12 bg-slate-50 px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 id="how-title" className="text-center text-3xl font-bold text-slate-900">
              How it Works
            </h2>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {STEPS.map((step, i) => (
                <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6">
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">{i + 1}</span>
                  <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
        <section aria-labelledby="cta-title" className="px-4 py-16 text-center">
          <Lock className="mx-auto h-10 w-10 text-indigo-600" aria-hidden />
          <h2 id="cta-title" className="mt-3 text-3xl font-bold text-slate-900">
            Ready to hear the truth?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">Create your first pill in under a minute.</p>
          {signedIn ? (
            <Link to={paths.createLink} className={buttonClass('primary', 'md', 'mt-6 h-12 px-6 text-base')}>
              <Link2 className="h-5 w-5" aria-hidden />
              Create a Pill
            </Link>
          ) : (
            <Button className="mt-6 h-12 px-6 text-base" onClick={() => setAuthTab('register')}>
              <Link2 className="h-5 w-5" aria-hidden />
              Get Started Free
            </Button>
          )}
        </section>
      </main>
      <footer className="border-t border-slate-200 px-4 py-8 text-sm text-slate-600">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 sm:flex-row">
          <p>
            Support:{' '}
            {config.data ? (
              <a className="text-indigo-700 underline underline-offset-4" href={`mailto:${config.data.supportEmail}`}>
                {config.data.supportEmail}
              </a>
            ) : (
              '…'
            )}
          </p>
          <nav aria-label="Legal" className="flex gap-4">
            <Link to={paths.privacy} className="underline underline-offset-4 hover:text-indigo-700">
              Privacy Policy
            </Link>
            <Link to={paths.terms} className="underline underline-offset-4 hover:text-indigo-700">
              Terms of Service
            </Link>
          </nav>
        </div>
      </footer>
      {authTab !== null && (
        <Suspense fallback={null}>
          <AuthDialog tab={authTab} onTabChange={setAuthTab} />
        </Suspense>
      )}
    </div>
  );
}

/** A feature or insight on the landing page: icon, title and one line. */
function InfoCard({
  icon: Icon,
  title,
  text,
  className = '',
}: {
  icon: (typeof FEATURES)[number]['icon'];
  title: string;
  text: string;
  className?: string;
}) {
  return (
    <div className={`rounded-xl border border-slate-200 p-6 ${className}`}>
      <Icon className="h-8 w-8 text-indigo-600" aria-hidden />
      <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </div>
  );
}
