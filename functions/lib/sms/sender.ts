import { appendFile } from 'node:fs/promises';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { env } from '../env.js';
import { log } from '../log.js';

/**
 * Where verification codes go. `sns` texts the phone through Amazon SNS (deployed);
 * `log` writes the code to the server log and `outbox` also appends it to the dev outbox
 * file that the local stack serves to tests. Neither of the last two is for production.
 */
export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

let snsClient: SNSClient | undefined;

const senders: Record<string, SmsSender> = {
  sns: {
    async send({ mobile, code }) {
      snsClient ??= new SNSClient({});
      const phone = mobile.startsWith('+') ? mobile : `+86${mobile}`;
      await snsClient.send(
        new PublishCommand({
          PhoneNumber: phone,
          Message: `Wallboard verification code: ${code} (valid 10 minutes)`,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
  },
  log: {
    async send({ mobile, code, purpose }) {
      log('info', 'verification code (dev sender)', { mobile, code, purpose });
    },
  },
  outbox: {
    async send(message) {
      await senders.log?.send(message);
      const file = env.outboxFile();
      if (file) await appendFile(file, `${JSON.stringify({ ...message, at: Date.now() })}\n`);
    },
  },
};

export function smsSender(): SmsSender {
  const sender = senders[env.smsSender()];
  if (!sender) throw new Error(`Unknown SMS_SENDER ${env.smsSender()}`);
  return sender;
}
