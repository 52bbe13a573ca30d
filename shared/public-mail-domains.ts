/**
 * Mail domains anyone can get an address at. No workspace may route one to its identity provider
 * (docs/sso.md#settings-administrator): its people are not the workspace's. A subdomain of one
 * (`mail.163.com`) is refused too.
 */
const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  '126.com',
  '139.com',
  '163.com',
  '189.cn',
  'aliyun.com',
  'aol.com',
  'foxmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'naver.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'tom.com',
  'vip.qq.com',
  'web.de',
  'yahoo.com',
  'yandex.com',
  'yandex.ru',
  'yeah.net',
  'zoho.com',
];

const PUBLIC = new Set(PUBLIC_MAIL_DOMAINS);

/** Whether `domain` (lower case) is a public mail domain or a subdomain of one. */
export function isPublicMailDomain(domain: string): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) if (PUBLIC.has(labels.slice(i).join('.'))) return true;
  return false;
}
