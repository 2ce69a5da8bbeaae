import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/field';
import { failureMessage } from '../api/public-conversation';

const MAX = 2000;

type Props = { label: string; sending: boolean; onSend: (text: string) => Promise<unknown> };

/** A message box whose problems (blank, too long, refused by moderation) show next to it. */
export function ReplyBox({ label, sending, onSend }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError('Please write a message before sending.');
    if (text.length > MAX) return setError(`Please keep your message under ${MAX} characters.`);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(failureMessage(err, 'Your message was not sent. Please try again.'));
    }
  }

  return (
    <form onSubmit={send} className="space-y-2" noValidate>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {text.length > MAX - 200 && <p className="text-xs text-slate-600">{`${text.length} / ${MAX}`}</p>}
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
