import { appendFile } from 'node:fs/promises';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../env.js';
import { log } from '../log.js';

/**
 * Where e-mails go. `ses` sends through Amazon SES (deployed, from `MAIL_FROM`); `log` writes
 * the message to the server log and `outbox` also appends it to the dev outbox file that the
 * local stack serves to tests (as the SMS sender does). Neither of the last two is for production.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (an invitation), kept apart so tests can follow it. */
  link: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

let sesClient: SESv2Client | undefined;

const senders: Record<string, MailSender> = {
  ses: {
    async send({ to, subject, text }) {
      sesClient ??= new SESv2Client({});
      await sesClient.send(
        new SendEmailCommand({
          FromEmailAddress: env.mailFrom(),
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } },
          },
        }),
      );
    },
  },
  log: {
    async send({ to, subject }) {
      // The link is a credential: never in the log.
      log('info', 'mail (dev sender)', { to, subject });
    },
  },
  outbox: {
    async send(message) {
      await senders.log?.send(message);
      const file = env.outboxFile();
      if (file) await appendFile(file, `${JSON.stringify({ kind: 'mail', ...message, at: Date.now() })}\n`);
    },
  },
};

export function mailSender(): MailSender {
  const sender = senders[env.mailSender()];
  if (!sender) throw new Error(`Unknown MAIL_SENDER ${env.mailSender()}`);
  return sender;
}
