import { MonitorX } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/toast-store';
import { paths } from '../../../lib/paths';
import { useConfig } from '../../config/api/get-config';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/**
 * Local accounts only: ends the owner's sessions on every device (a lost phone, a shared
 * computer). With Clerk, its own account page lists and ends sessions.
 */
export function SignOutEverywhereButton() {
  const navigate = useNavigate();
  const config = useConfig();
  const signOut = useSignOutEverywhere();
  if (config.data?.authProvider !== 'local') return null;
  const onClick = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate(paths.home, { replace: true }),
      onError: () => toast({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' }),
    });
  return (
    <Button variant="ghost" size="sm" onClick={onClick} disabled={signOut.isPending}>
      <MonitorX className="h-4 w-4" aria-hidden />
      Sign Out Everywhere
    </Button>
  );
}
