import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../hooks/toast-store';
import { Button } from '../../../components/ui/button';
import { ClerkUnavailableError } from '../../../lib/clerk-loader';
import { paths } from '../../../lib/paths';
import { useConfig } from '../../config/api/get-config';
import { useSignOut } from '../api/sign-out';
import { clerkKeyOf } from '../lib/clerk-key';
import { leavePage } from '../lib/leave-page';

/**
 * Ends the session and returns home. `viaLogoutRoute` navigates to /api/logout instead (create
 * page); with Clerk, Clerk's own sign-out runs first, since only it can end a Clerk session.
 */
export function SignOutButton({ viaLogoutRoute = false }: { viaLogoutRoute?: boolean }) {
  const navigate = useNavigate();
  const config = useConfig();
  const signOut = useSignOut();
  const onClick = () => {
    if (viaLogoutRoute && !clerkKeyOf(config.data)) {
      leavePage(paths.logout);
      return;
    }
    signOut.mutate(undefined, {
      onSettled: (_data, error) => {
        if (error instanceof ClerkUnavailableError) {
          toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' });
          return;
        }
        if (viaLogoutRoute) leavePage(paths.logout);
        else navigate(paths.home, { replace: true });
      },
    });
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={signOut.isPending || config.isPending}>
      <LogOut className="h-4 w-4" aria-hidden />
      Sign Out
    </Button>
  );
}
