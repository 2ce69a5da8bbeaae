import type { Mail } from '../mail/mailer';
import type { MailingMode } from './notification-rules';

export interface NoticeContent {
  to: string;
  title: string;
  linkId: string;
  newResponses: number;
  mode: MailingMode;
  /** The site's public origin: the mail links to the pill's insights there. */
  origin: string;
}

/** The mail tells a count and where to read: never an answer, a name or when one came. */
export function noticeMail(n: NoticeContent): Mail {
  const responses = n.newResponses === 1 ? '1 new response' : `${n.newResponses} new responses`;
  const insights = `${n.origin}/advanced-analytics/${encodeURIComponent(n.linkId)}`;
  const cadence = n.mode === 'daily' ? 'once a day' : 'in batches, at most every six hours';
  return {
    to: n.to,
    subject: `${responses} to “${n.title}”`,
    text: [
      `Your pill “${n.title}” has ${responses} since the last mail.`,
      `Read them on its insights page: ${insights}`,
      `You get these mails ${cadence}. To change that, open the pill's edit page in Pill.`,
    ].join('\n\n'),
  };
}
