import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useConfig } from '../../config/api/get-config';
import { AuthPanel, type AuthTab } from './auth-panel';
import { dialogPanel } from '../../../components/ui/dialog-panel';

type Props = { tab: AuthTab | null; onTabChange: (tab: AuthTab | null) => void };

/** The landing page's sign-in / sign-up modal; signing in turns the page into the dashboard. */
export default function AuthDialog({ tab, onTabChange }: Props) {
  const config = useConfig();
  return (
    <Dialog.Root open={tab !== null} onOpenChange={(open) => !open && onTabChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className={dialogPanel('max-h-[90vh] max-w-md overflow-y-auto')}>
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </Dialog.Title>
          <Dialog.Description className="mb-4 mt-1 text-sm text-slate-600">
            Get the feedback they won't say to your face.
          </Dialog.Description>
          <AuthPanel
            config={config.data}
            tab={tab ?? 'register'}
            onTabChange={onTabChange}
            onDone={() => onTabChange(null)}
            returnTo={paths.home}
            placement="dialog"
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
          <Dialog.Close aria-label="Close" className={`absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100 ${focusRing}`}>
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
