import { NotificationMode } from '@pill/proto/notifications';
import { Button, focusRing } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/feedback';
import { Label } from '../../../components/ui/field';
import { toast } from '../../../hooks/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { useNotifications, useSetNotifications } from '../api/notifications';

const CHOICES: Array<{ mode: NotificationMode; label: string; saved: string }> = [
  { mode: 'off', label: 'Off', saved: 'You will not get emails about new responses to this pill.' },
  { mode: 'daily', label: 'Daily digest', saved: 'One email a day, after 08:00 UTC, when there are new responses.' },
  { mode: 'batched', label: 'In batches', saved: 'An email at most every six hours when there are new responses.' },
];

const savedText = (mode: NotificationMode) => CHOICES.find((c) => c.mode === mode)?.saved;
const selectClass = `h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm ${focusRing}`;

/** A pill's email notifications: a count of new responses, never sent soon after one, so its time points at no one. */
export function NotificationSettings({ linkId }: { linkId: string }) {
  const settings = useNotifications(linkId);
  const save = useSetNotifications(linkId);
  const unavailable = settings.data?.available === false;
  const onChange = (value: string) => {
    const mode = NotificationMode.parse(value);
    save.mutate(mode, {
      onSuccess: () => toast({ title: 'Notifications saved', description: savedText(mode) }),
      onError: (error) =>
        toast({
          title: 'Could not save notifications',
          description: serverMessage(error, failureText(error)),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Email notifications</h2>
        <p className="text-sm text-slate-600">Get an email with the number of new responses, never their text.</p>
        <p className="text-sm text-slate-600">Mails wait for 5 responses or an hour, so their time points at no one.</p>
      </CardHeader>
      <CardContent className="space-y-2">
        {settings.isPending && <Spinner label="Loading notification settings..." className="py-4" />}
        {settings.isError && (
          <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
            Could not load the notification settings ({failureText(settings.error)}).
            <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {settings.data && (
          <>
            <Label htmlFor={`notifications-${linkId}`}>Notify me</Label>
            <select
              id={`notifications-${linkId}`}
              value={save.isPending && save.variables ? save.variables : settings.data.mode}
              disabled={unavailable || save.isPending}
              aria-describedby={unavailable ? `notifications-note-${linkId}` : undefined}
              onChange={(e) => onChange(e.target.value)}
              className={`${selectClass} disabled:opacity-60 sm:w-64`}
            >
              {CHOICES.map((c) => (
                <option key={c.mode} value={c.mode}>
                  {c.label}
                </option>
              ))}
            </select>
            {unavailable && (
              <p id={`notifications-note-${linkId}`} className="text-sm text-slate-600">
                Email is not set up on this server, so notifications cannot be sent. Ask its administrator to set it up.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
