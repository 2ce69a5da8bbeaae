import { createTransport } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };

/** Sends Pill's own mails (never anything a respondent wrote). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
export const MAILER = Symbol('Mailer');

/** SMTP through nodemailer; `SMTP_URL` carries host, port, TLS and credentials. */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}
