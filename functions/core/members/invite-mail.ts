import { LIMITS } from '../../../shared/limits.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { MailMessage } from '../../lib/mail/sender.js';

interface InviteMailInput {
  to: string;
  tenant: string;
  inviter: string;
  link: string;
  language: Language;
}

/** The invitation mail, in the inviter's language (the invitee's is not known yet). */
export function inviteMail({ to, tenant, inviter, link, language }: InviteMailInput): MailMessage {
  if (language === 'zh') {
    return {
      to,
      link,
      subject: `${inviter} 邀请你加入 Wallboard 上的「${tenant}」`,
      text: `${inviter} 邀请你加入「${tenant}」，一起制作和分享数据大屏。\n\n接受邀请：${link}\n\n链接 ${LIMITS.inviteValidDays} 天内有效，只能使用一次。如果你不认识邀请人，请忽略此邮件。`,
    };
  }
  return {
    to,
    link,
    subject: `${inviter} invited you to “${tenant}” on Wallboard`,
    text: `${inviter} invited you to join “${tenant}” to build and share dashboards.\n\nAccept the invitation: ${link}\n\nThe link works once, for ${LIMITS.inviteValidDays} days. If you do not know the sender, ignore this mail.`,
  };
}
