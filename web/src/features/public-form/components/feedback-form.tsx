import { LIMITS } from '@pill/proto/limits';
import type { PublicLink } from '@pill/proto/link';
import { EyeOffIcon as EyeOff, MessageCircleHeartIcon as MessageCircleHeart } from './icons';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../hooks/toast-store';
import { cleanSubmitMessage } from '../../../lib/submit-message';
import type { Receipt } from '../../conversations/api/receipt';
import { useSubmitFeedback } from '../api/submit-feedback';
import { buildSubmission, setAnswer, type Answer } from '../lib/answers';
import { answerFieldId, NAME_FIELD_ID, refusedFieldId } from '../lib/refusal';
import { SecurityNotice } from './security-notice';

type Props = {
  shortCode: string;
  link: PublicLink;
  /** Present when the server wants a reCAPTCHA v3 token with each submit. */
  recaptchaSiteKey?: string;
  idempotencyKey: string;
  onSubmitted: (receipt: Receipt) => void;
};

/** A moderation refusal shown under the field it concerns. */
type Refused = { fieldId: string; message: string };

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ');

function RefusalMessage({ refused, fieldId }: { refused: Refused | null; fieldId: string }) {
  if (refused?.fieldId !== fieldId) return null;
  return (
    <p id={`${fieldId}-refusal`} className="text-sm font-medium text-red-700">
      {refused.message}
    </p>
  );
}

export function FeedbackForm({ shortCode, link, recaptchaSiteKey, idempotencyKey, onSubmitted }: Props) {
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [name, setName] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const submit = useSubmitFeedback();
  const pending = verifying || submit.isPending;
  const subtitle =
    link.subtitle?.trim() || `This form is for providing ${link.creatorName?.trim() || 'someone'} with your open and honest feedback.`;
  const isRefused = (fieldId: string) => refused?.fieldId === fieldId;
  const edited = (fieldId: string) => setRefused((current) => (current?.fieldId === fieldId ? null : current));

  useEffect(() => {
    if (refused) document.getElementById(refused.fieldId)?.focus();
  }, [refused]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = buildSubmission(answers, name);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    let recaptchaToken: string | undefined;
    if (recaptchaSiteKey) {
      setVerifying(true);
      try {
        const { getRecaptchaToken } = await import('../lib/recaptcha');
        recaptchaToken = await getRecaptchaToken(recaptchaSiteKey);
      } catch {
        toast({
          title: 'Security Check Failed',
          description: 'Unable to complete security verification. Please try again.',
          variant: 'destructive',
        });
        return;
      } finally {
        setVerifying(false);
      }
    }
    setRefused(null);
    submit.mutate(
      { shortCode, idempotencyKey, body: recaptchaToken ? { ...check.body, recaptchaToken } : check.body },
      {
        onSuccess: (receipt) => onSubmitted(receipt),
        onError: (error) => {
          const message = cleanSubmitMessage(error.message);
          const fieldId = refusedFieldId(error, link);
          if (fieldId) setRefused({ fieldId, message });
          else toast({ title: 'Unable to Submit', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <main className="fade-in min-h-screen bg-slate-50 px-4 py-8">
      <div className="mx-auto w-full max-w-2xl">
        <header className="mb-6 text-center">
          <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{link.title}</h1>
          <p className="mt-2 break-words text-slate-700">{subtitle}</p>
        </header>
        <div className="mb-6 grid gap-3 sm:grid-cols-2">
          <div className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <MessageCircleHeart className="h-5 w-5 shrink-0 text-indigo-600" aria-hidden />
            <p>
              <span className="font-semibold">Don't hold back.</span> Honest, specific feedback is the most useful kind.
            </p>
          </div>
          <div className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <EyeOff className="h-5 w-5 shrink-0 text-indigo-600" aria-hidden />
            <p>
              <span className="font-semibold">100% Anonymous.</span> Your name is optional and nothing identifies you.
            </p>
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {link.questions.map(({ question }, index) => {
            const value = answers.find((a) => a.questionId === question.id)?.response ?? '';
            const id = answerFieldId(question.id);
            return (
              <div key={question.id} className="space-y-2">
                <Label htmlFor={id} className="block text-base">
                  Q{index + 1}: {question.text}
                </Label>
                {question.subtext && (
                  <p id={`${id}-hint`} className="text-sm text-slate-600">
                    {question.subtext}
                  </p>
                )}
                <Textarea
                  id={id}
                  rows={3}
                  maxLength={LIMITS.maxResponseLength}
                  value={value}
                  aria-invalid={isRefused(id) || undefined}
                  aria-describedby={describedBy(question.subtext && `${id}-hint`, isRefused(id) && `${id}-refusal`, `${id}-count`)}
                  onChange={(e) => {
                    edited(id);
                    setAnswers((list) => setAnswer(list, question.id, e.target.value));
                  }}
                  placeholder="Share your thoughts..."
                />
                <RefusalMessage refused={refused} fieldId={id} />
                <p id={`${id}-count`} className="text-right text-xs text-slate-600">
                  {value.length}/{LIMITS.maxResponseLength} characters
                </p>
              </div>
            );
          })}
          <div className="space-y-2 border-t border-slate-200 pt-5">
            <Label htmlFor={NAME_FIELD_ID} className="block">
              Your Name (Completely Optional)
            </Label>
            <Input
              id={NAME_FIELD_ID}
              value={name}
              maxLength={LIMITS.maxRespondentNameLength}
              autoComplete="off"
              aria-invalid={isRefused(NAME_FIELD_ID) || undefined}
              aria-describedby={describedBy(isRefused(NAME_FIELD_ID) && `${NAME_FIELD_ID}-refusal`, `${NAME_FIELD_ID}-count`)}
              onChange={(e) => {
                edited(NAME_FIELD_ID);
                setName(e.target.value);
              }}
              placeholder="Leave blank to stay anonymous"
            />
            <RefusalMessage refused={refused} fieldId={NAME_FIELD_ID} />
            <p id={`${NAME_FIELD_ID}-count`} className="text-right text-xs text-slate-600">
              {name.length}/{LIMITS.maxRespondentNameLength} characters
            </p>
          </div>
          <SecurityNotice captcha={Boolean(recaptchaSiteKey)} />
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </form>
      </div>
    </main>
  );
}
