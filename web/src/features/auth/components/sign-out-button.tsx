import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../api/sign-out';

/** Ends the session and returns home. `viaLogoutRoute` navigates to /api/logout instead (create page). */
export function SignOutButton({ viaLogoutRoute = false }: { viaLogoutRoute?: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const onClick = () => {
    if (viaLogoutRoute) {
      window.location.assign(paths.logout);
      return;
    }
    signOut.mutate(undefined, { onSettled: () => navigate(paths.home, { replace: true }) });
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={signOut.isPending}>
      <LogOut className="h-4 w-4" aria-hidden />
      Sign Out
    </Button>
  );
}
