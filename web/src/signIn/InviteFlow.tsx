import type { ReactNode } from 'react';
import type { InviteInfo } from '../../../shared/acts/invite.js';
import { answeredInvite, useAcceptInvite, useInviteInfo } from '../tenants/useInvite';

/** An invitation (`?invite=`) as the sign-in and registration forms use it. */
export interface InviteFlow {
  code: string;
  /** What the code stands for, once checked. */
  info: InviteInfo | undefined;
  /** Why the check refused the code. */
  error: unknown;
  /** The check's answer, waited for when a form is sent before it came; undefined when refused. */
  answered: () => Promise<InviteInfo | undefined>;
  /** Joins the inviting workspace as the signed-in user (a reload into it). */
  accept: (code: string) => Promise<void>;
}

/**
 * The invitation's check and joining, loaded only when the page has an invitation: the plain
 * sign-in page draws without the data hooks they bring.
 */
export default function InviteFlowProvider({
  code,
  children,
}: {
  code: string;
  children: (invite: InviteFlow) => ReactNode;
}) {
  const info = useInviteInfo(code);
  const { accept } = useAcceptInvite();
  return children({ code, info: info.data, error: info.error, answered: () => answeredInvite(info), accept });
}
