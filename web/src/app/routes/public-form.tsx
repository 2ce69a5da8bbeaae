import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useFormConfig } from '../../features/config/api/get-config';
import { usePublicLink } from '../../features/public-form/api/get-public-link';
import { FeedbackForm } from '../../features/public-form/components/feedback-form';
import { FormUnavailable } from '../../features/public-form/components/form-unavailable';
import { LinkClosed } from '../../features/public-form/components/link-closed';
import { LinkNotFound } from '../../features/public-form/components/link-not-found';
import { ApiError } from '../../lib/api-client';
import { ThankYou } from '../../features/public-form/components/thank-you';
import { randomUuid } from '../../lib/random-id';
import type { Receipt } from '../../features/conversations/api/receipt';

export default function PublicFormRoute() {
  const { shortCode = '' } = useParams();
  const link = usePublicLink(shortCode);
  const config = useFormConfig();
  // One key per page view: a retried submit of this view counts once.
  const [idempotencyKey] = useState(randomUuid);
  const [submitted, setSubmitted] = useState<{ receipt: Receipt } | null>(null);
  const siteKey = config.data?.captchaProvider === 'recaptcha' && config.data.recaptchaSiteKey ? config.data.recaptchaSiteKey : undefined;

  // Only forms that need a captcha fetch its loader; a failed load shows up at submit instead.
  useEffect(() => {
    if (siteKey) import('../../features/public-form/lib/recaptcha').then((m) => m.loadRecaptcha(siteKey)).catch(() => undefined);
  }, [siteKey]);

  if (submitted) return <ThankYou receipt={submitted.receipt} />;
  if (link.isPending || config.isPending) return <PageSpinner label="Loading feedback form..." />;
  if (link.error instanceof ApiError && link.error.status === 410) return <LinkClosed />;
  if (link.isError || !link.data) return <LinkNotFound />;
  if (!config.data) return <FormUnavailable retrying={config.isFetching} onRetry={() => config.refetch()} />;
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
