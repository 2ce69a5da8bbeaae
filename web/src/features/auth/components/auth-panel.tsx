import type { ClientConfig } from '@pill/proto/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AuthForm } from './auth-form';

export type AuthTab = 'login' | 'register';

type Props = { config: ClientConfig | undefined; tab: AuthTab; onTabChange: (tab: AuthTab) => void; onDone: () => void };

/** Sign in / sign up for local accounts; with Clerk configured, says what is missing instead. */
export function AuthPanel({ config, tab, onTabChange, onDone }: Props) {
  if (config?.authProvider === 'clerk') {
    return (
      <div role="note" className="space-y-2 text-sm text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">Sign-in is provided by Clerk</h2>
        <p>
          This server is configured for Clerk. The Clerk sign-in form needs its publishable key
          {config.clerkPublishableKey ? ' and is not available in this build yet.' : ', which is not set.'} Ask the operator to
          use local accounts or to finish the Clerk setup.
        </p>
      </div>
    );
  }
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'login' ? 'login' : 'register')}>
      <TabsList aria-label="Account" className="mb-2">
        <TabsTrigger value="login">Sign In</TabsTrigger>
        <TabsTrigger value="register">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <AuthForm mode="login" onDone={onDone} />
      </TabsContent>
      <TabsContent value="register">
        <AuthForm mode="register" onDone={onDone} />
      </TabsContent>
    </Tabs>
  );
}
