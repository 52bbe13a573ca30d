import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { LoginResult } from '../../../shared/acts/user.js';
import { DEV_OUTBOX_PATH } from '../../../shared/protocol/routes.js';
import { ownStack } from './stack.js';

/** A thin client of the local gateway, speaking the wire protocol exactly as the SPA does. */
export const baseUrl = (): string => ownStack().url;

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: T;
  body: Record<string, unknown>;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, code: Number(body.code), msg: body.msg as T, body };
}

export async function rpc<T = unknown>(
  family: string,
  act: string,
  args: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl()}/rpc/${family}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ act, args }),
  });
  return answer<T>(response);
}

export async function post<T = unknown>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answer<T>(response);
}

export async function get<T = unknown>(path: string): Promise<Answer<T>> {
  return answer<T>(await fetch(`${baseUrl()}${path}`));
}

/** A mobile number nobody has used yet in this run. */
export function freshMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const STRONG_PASSWORD = 'Blue#Sky2026x';

/** The newest code the dev sender wrote for a mobile. */
export async function latestCode(mobile: string): Promise<string> {
  const { body } = await get(`${DEV_OUTBOX_PATH}?mobile=${mobile}`);
  const messages = body.messages as { code: string }[];
  const last = messages.at(-1);
  if (!last) throw new Error(`no code was sent to ${mobile}`);
  return last.code;
}

export interface Registered {
  mobile: string;
  email: string;
  password: string;
  login: LoginResult;
}

/** Calls an act (`v1/<family>/<action>`) as `user`, in the user's first tenant. */
export function callAs<T = unknown>(
  user: Registered,
  name: string,
  args: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const [, family] = name.split('/');
  return rpc<T>(String(family), name, { auth: user.login.auth, corp_id: user.login.corp[0]?._id, ...args }, headers);
}

/** Registers a new user the way a person does: code by SMS, then the form. */
export async function registerUser(
  overrides: Partial<{ password: string; name: string; company: string }> = {},
): Promise<Registered> {
  const mobile = freshMobile();
  const email = `user${mobile}@example.com`;
  const password = overrides.password ?? STRONG_PASSWORD;
  const sent = await post('/api/smsvcode', { mobile, purpose: 'register' });
  if (sent.code !== 200) throw new Error(`smsvcode answered ${sent.code}`);
  const vcode = await latestCode(mobile);
  const result = await rpc<LoginResult>('user', 'v1/user/register_max', {
    mobile,
    vcode,
    password,
    name: overrides.name ?? 'Test User',
    company: overrides.company ?? `Company ${mobile}`,
    email,
  });
  if (result.code !== 200) throw new Error(`register_max answered ${result.code}`);
  return { mobile, email, password, login: result.msg };
}

/** The code of the last invitation mailed to `email`, read from the local stack's dev outbox. */
export async function mailedInviteCode(email: string): Promise<string> {
  const { body } = await get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
  const mails = body.messages as { link: string; subject: string; text: string }[];
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  expect(last.text).toContain(last.link);
  const code = new URL(last.link).searchParams.get('invite');
  if (!code) throw new Error(`no code in ${last.link}`);
  return code;
}
