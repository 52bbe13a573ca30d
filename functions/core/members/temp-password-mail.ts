import type { Language } from '../../../shared/errors/catalogue.js';
import type { MailMessage } from '../../lib/mail/sender.js';

interface TempPasswordMailInput {
  to: string;
  tenant: string;
  password: string;
  /** Where the password is changed (the sign-in page sends there too). */
  link: string;
  language: Language;
}

/** The mail of a temporary password set by the tenant's administrator, in the administrator's language. */
export function tempPasswordMail({ to, tenant, password, link, language }: TempPasswordMailInput): MailMessage {
  if (language === 'zh') {
    return {
      to,
      link,
      subject: `「${tenant}」的管理员重置了你的 Wallboard 密码`,
      text: `你的临时密码：${password}\n\n登录时需要先修改密码：${link}\n\n如果不是你要求的，请联系「${tenant}」的管理员。`,
    };
  }
  return {
    to,
    link,
    subject: `The administrator of “${tenant}” reset your Wallboard password`,
    text: `Your temporary password: ${password}\n\nYou must change it when you sign in: ${link}\n\nIf you did not ask for this, contact the administrator of “${tenant}”.`,
  };
}
