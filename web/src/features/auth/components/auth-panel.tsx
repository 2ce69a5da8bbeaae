import type { ClientConfig } from '@pill/proto/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { clerkKeyOf } from '../lib/clerk-key';
import { AuthForm } from './auth-form';
import { ClerkForm } from './clerk-form';

export type AuthTab = 'login' | 'register';

const siteKeyOf = (config: ClientConfig | undefined) => (config?.captchaProvider === 'recaptcha' ? config.recaptchaSiteKey : undefined);

type Props = {
  config: ClientConfig | undefined;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Local accounts: called once signed in. Clerk goes to `returnTo` by itself. */
  onDone: () => void;
  /** A path on this site to land on after signing in with Clerk. */
  returnTo: string;
  /** Where the panel sits: a dialog cannot survive a full-page OAuth redirect. */
  placement?: 'page' | 'dialog';
};

/** Sign in / sign up: the local account forms, or Clerk's hosted forms when the server uses Clerk. */
export function AuthPanel({ config, tab, onTabChange, onDone, returnTo, placement = 'page' }: Props) {
  const clerkKey = clerkKeyOf(config);
  if (config?.authProvider === 'clerk' && !clerkKey) {
    return (
      <div role="alert" className="space-y-2 text-sm text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">Sign-in is not set up</h2>
        <p>This server uses Clerk for sign-in, but its publishable key is not set. Please tell the site's operator.</p>
      </div>
    );
  }
  const form = (mode: AuthTab) =>
    clerkKey ? (
      <ClerkForm publishableKey={clerkKey} mode={mode} returnTo={returnTo} oauthFlow={placement === 'dialog' ? 'popup' : 'redirect'} />
    ) : (
      <AuthForm mode={mode} onDone={onDone} recaptchaSiteKey={siteKeyOf(config)} passwordReset={config?.passwordReset === true} />
    );
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'login' ? 'login' : 'register')}>
      <TabsList aria-label="Account" className="mb-2">
        <TabsTrigger value="login">Sign In</TabsTrigger>
        <TabsTrigger value="register">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login">{form('login')}</TabsContent>
      <TabsContent value="register">{form('register')}</TabsContent>
    </Tabs>
  );
}
