import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useFormConfig } from '../../features/config/api/get-config';
import { usePublicLink } from '../../features/public-form/api/get-public-link';
import { FeedbackForm } from '../../features/public-form/components/feedback-form';
import { ApiError } from '../../lib/api-client';
import { randomUuid } from '../../lib/random-id';
import type { Receipt } from '../../features/conversations/api/receipt';

// What shows instead of the form, or after it, loads when it is needed: the first load stays in budget.
const screens = () => import('../../features/public-form/components/other-screens');
const ThankYou = lazy(() => screens().then((m) => ({ default: m.ThankYou })));
const LinkClosed = lazy(() => screens().then((m) => ({ default: m.LinkClosed })));
const LinkNotFound = lazy(() => screens().then((m) => ({ default: m.LinkNotFound })));
const FormUnavailable = lazy(() => screens().then((m) => ({ default: m.FormUnavailable })));

export default function PublicFormRoute() {
  const { shortCode = '' } = useParams();
  const link = usePublicLink(shortCode);
  const config = useFormConfig();
  // One key per page view: a retried submit of this view counts once.
  const [idempotencyKey] = useState(randomUuid);
  const [submitted, setSubmitted] = useState<{ receipt: Receipt } | null>(null);
  const siteKey = config.data?.captchaProvider === 'recaptcha' && config.data.recaptchaSiteKey ? config.data.recaptchaSiteKey : undefined;

  // The tab names the pill being answered. Set here rather than with usePageTitle: that shared chunk
  // would cost the respondent's first load more than its byte budget leaves.
  const tabTitle = link.data?.title ?? 'Feedback · Pill';
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  // Only forms that need a captcha fetch its loader; a failed load shows up at submit instead.
  useEffect(() => {
    if (siteKey) import('../../features/public-form/lib/recaptcha').then((m) => m.loadRecaptcha(siteKey)).catch(() => undefined);
  }, [siteKey]);

  // Once the form shows, the Thank You screen is fetched in the background, ready for the submit.
  useEffect(() => {
    if (link.data) screens().catch(() => undefined);
  }, [link.data]);

  const other = (screen: ReactNode) => <Suspense fallback={<PageSpinner label="Loading..." />}>{screen}</Suspense>;
  if (submitted) return other(<ThankYou receipt={submitted.receipt} />);
  if (link.isPending || config.isPending) return <PageSpinner label="Loading feedback form..." />;
  if (link.error instanceof ApiError && link.error.status === 410) return other(<LinkClosed />);
  if (link.isError || !link.data) return other(<LinkNotFound />);
  if (!config.data) return other(<FormUnavailable retrying={config.isFetching} onRetry={() => config.refetch()} />);
  return (
    <FeedbackForm
      shortCode={shortCode}
      link={link.data}
      recaptchaSiteKey={siteKey}
      idempotencyKey={idempotencyKey}
      onSubmitted={(receipt) => setSubmitted({ receipt })}
    />
  );
}
