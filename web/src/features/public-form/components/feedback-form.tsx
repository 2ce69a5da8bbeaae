import { LIMITS } from '@pill/proto/limits';
import type { PublicLink } from '@pill/proto/link';
import { EyeOffIcon as EyeOff, MessageCircleHeartIcon as MessageCircleHeart } from './icons';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { cleanSubmitMessage } from '../../../lib/submit-message';
import type { Receipt } from '../../conversations/api/receipt';
import { useSubmitFeedback } from '../api/submit-feedback';
import { buildSubmission, setAnswer, type Answer } from '../lib/answers';
import { answerFieldId, NAME_FIELD_ID, refusedFieldId } from '../lib/refusal';
import { AnswerField } from './answer-field';
import { CharacterCount, describedBy, FieldError, nearLimit } from './field-parts';

// Below the form and decided by host: it loads after the form, which keeps the first load in budget.
const SecurityNotice = lazy(() => import('./security-notice').then((m) => ({ default: m.SecurityNotice })));

type Props = {
  shortCode: string;
  link: PublicLink;
  /** Present when the server wants a reCAPTCHA v3 token with each submit. */
  recaptchaSiteKey?: string;
  idempotencyKey: string;
  onSubmitted: (receipt: Receipt) => void;
};

/** A message under one field: local validation or a moderation refusal. */
type FieldMessage = { fieldId: string; message: string };
/** A failure that concerns no one field, shown above the submit button. */
type FormMessage = { title: string; description: string };
type WarningModule = typeof import('./identifying-warning');

const SECURITY_FAILED = { title: 'Security Check Failed', description: 'Unable to complete security verification. Please try again.' };

export function FeedbackForm({ shortCode, link, recaptchaSiteKey, idempotencyKey, onSubmitted }: Props) {
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [name, setName] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [fieldMessage, setFieldMessage] = useState<FieldMessage | null>(null);
  const [formMessage, setFormMessage] = useState<FormMessage | null>(null);
  const [warning, setWarning] = useState<WarningModule | null>(null);
  // Bumped each time the warning is shown, so it takes focus again after a second submit.
  const [warned, setWarned] = useState(0);
  const warningRef = useRef<HTMLElement>(null);
  const submit = useSubmitFeedback();
  const pending = verifying || submit.isPending;
  const subtitle =
    link.subtitle?.trim() || `This form is for providing ${link.creatorName?.trim() || 'someone'} with your open and honest feedback.`;
  const valueOf = (questionId: string) => answers.find((a) => a.questionId === questionId)?.response ?? '';
  const messageFor = (fieldId: string) => (fieldMessage?.fieldId === fieldId ? fieldMessage.message : undefined);
  const edited = (fieldId: string) => setFieldMessage((current) => (current?.fieldId === fieldId ? null : current));
  // The questions whose answers still hold identifying details, in the form's order.
  const questionIds = link.questions.map((q) => q.question.id);
  const flagged = warned && warning ? warning.flaggedQuestions(questionIds, valueOf, name) : [];

  useEffect(() => {
    if (fieldMessage) document.getElementById(fieldMessage.fieldId)?.focus();
  }, [fieldMessage]);
  useEffect(() => {
    if (warned) warningRef.current?.focus();
  }, [warned]);

  const send = async (anyway: boolean) => {
    if (pending) return;
    setFormMessage(null);
    const check = buildSubmission(answers, name);
    if (!check.ok) {
      const questionId = check.questionId ?? questionIds[0] ?? '';
      setFieldMessage({ fieldId: check.respondentName ? NAME_FIELD_ID : answerFieldId(questionId), message: check.description });
      return;
    }
    if (!anyway) {
      let module: WarningModule;
      try {
        module = await import('./identifying-warning');
      } catch {
        setFormMessage({ title: 'Unable to Submit', description: cleanSubmitMessage('') });
        return;
      }
      setWarning(() => module);
      if (module.flaggedQuestions(questionIds, valueOf, name).length > 0) {
        setWarned((n) => n + 1);
        return;
      }
    }
    setWarned(0);
    let recaptchaToken: string | undefined;
    if (recaptchaSiteKey) {
      setVerifying(true);
      try {
        const { getRecaptchaToken } = await import('../lib/recaptcha');
        recaptchaToken = await getRecaptchaToken(recaptchaSiteKey);
      } catch {
        setFormMessage(SECURITY_FAILED);
        return;
      } finally {
        setVerifying(false);
      }
    }
    setFieldMessage(null);
    submit.mutate(
      { shortCode, idempotencyKey, body: recaptchaToken ? { ...check.body, recaptchaToken } : check.body },
      {
        onSuccess: (receipt) => onSubmitted(receipt),
        onError: (error) => {
          const message = cleanSubmitMessage(error.message);
          const fieldId = refusedFieldId(error, link);
          if (fieldId) setFieldMessage({ fieldId, message });
          else setFormMessage({ title: 'Unable to Submit', description: message });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
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
            const id = answerFieldId(question.id);
            const value = valueOf(question.id);
            return (
              <AnswerField
                key={question.id}
                question={question}
                index={index}
                value={value}
                error={messageFor(id)}
                note={
                  warning &&
                  flagged.includes(question.id) && <warning.IdentifyingNote id={`${id}-identifying`} text={value} ownName={name} />
                }
                onChange={(response) => {
                  edited(id);
                  setAnswers((list) => setAnswer(list, question.id, response));
                }}
              />
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
              aria-invalid={messageFor(NAME_FIELD_ID) ? true : undefined}
              aria-describedby={describedBy(
                messageFor(NAME_FIELD_ID) && `${NAME_FIELD_ID}-error`,
                nearLimit(name.length, LIMITS.maxRespondentNameLength) && `${NAME_FIELD_ID}-count`,
              )}
              onChange={(e) => {
                edited(NAME_FIELD_ID);
                setName(e.target.value);
              }}
              placeholder="Leave blank to stay anonymous"
            />
            <FieldError id={`${NAME_FIELD_ID}-error`} message={messageFor(NAME_FIELD_ID)} />
            <CharacterCount id={`${NAME_FIELD_ID}-count`} length={name.length} limit={LIMITS.maxRespondentNameLength} />
          </div>
          <Suspense fallback={null}>
            <SecurityNotice captcha={Boolean(recaptchaSiteKey)} />
          </Suspense>
          {warning && flagged.length > 0 && (
            <warning.IdentifyingWarning
              ref={warningRef}
              flagged={flagged.length}
              disabled={pending}
              onEdit={() => document.getElementById(answerFieldId(flagged[0]!))?.focus()}
              onSendAnyway={() => void send(true)}
            />
          )}
          {formMessage && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">{formMessage.title}</p>
              <p>{formMessage.description}</p>
            </div>
          )}
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </form>
      </div>
    </main>
  );
}
