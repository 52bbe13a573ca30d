import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareExpiry, sharePassword, type ShareInfo, type ShareKind } from '../../../../shared/acts/link-share.js';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { firstErrorCode } from '../../../../shared/validation/issues.js';
import { isRpcError } from '../../api/errors';
import { useGrants } from '../../api/grants';
import { isShareLive, shareUrl, useShareCalls, useShareInfo } from '../../api/linkShare';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

/** What is shared by link: one screen or one group. */
export interface LinkShareTarget {
  kind: ShareKind;
  id: string;
  name: string;
}

/** A date as the `datetime-local` input writes it, in local time. */
export function localInput(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

/** The `datetime-local` input's value as epoch ms; null when it is empty. */
function expiryOf(value: string): number | null {
  return value ? new Date(value).getTime() : null;
}

/** What the server would answer for the expiry, by the act's own schema (none for an empty field: never expires). */
function expiryIssue(value: string): ErrorCodeValue | undefined {
  const at = expiryOf(value);
  if (at === null) return undefined;
  const checked = shareExpiry.safeParse(at);
  return checked.success ? undefined : firstErrorCode(checked.error, at);
}

/** What the server would answer for a new password, by the act's own schema (none for an empty field: no change). */
function passwordIssue(password: string): ErrorCodeValue | undefined {
  if (!password) return undefined;
  const checked = sharePassword.safeParse(password);
  return checked.success ? undefined : firstErrorCode(checked.error, password);
}

/**
 * The state of the link share dialog: the share as the server holds it, the settings being edited
 * (password, expiry, embed domains) with their refusals by the act's own schema, whether the
 * caller may start a share, and the actions (turn on or off, save, clear the password, copy).
 */
export function useLinkShare(target: LinkShareTarget) {
  const { t } = useTranslation();
  const { kind } = target;
  const calls = useShareCalls(kind);
  const { data: info, error, isLoading, mutate } = useShareInfo(kind, target.id);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  /** Show the password's rule once the owner has left the field or tried to save. */
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [expiry, setExpiry] = useState('');
  /** The expiry's refusal, by the schema before saving or by the server's answer. */
  const [expiryCode, setExpiryCode] = useState<ErrorCodeValue | undefined>();
  const [domains, setDomains] = useState('');

  useEffect(() => {
    setExpiry(localInput(info?.expires_at ?? null));
    setExpiryCode(undefined);
    setDomains((info?.embed_domains ?? []).join(', '));
    setPassword('');
    setPasswordTouched(false);
  }, [info]);
  const passwordCode = passwordTouched ? passwordIssue(password) : undefined;

  const live = isShareLive(info);
  // A role without "share by link" may still stop a share, never start one (docs/permissions.md).
  const { data: grants } = useGrants();
  const mayShare = !grants || grants.permissions.includes('share_link');
  const run = async (work: () => Promise<ShareInfo>, done?: string) => {
    setBusy(true);
    try {
      await mutate(await work(), { revalidate: false });
      if (done) notify('success', done);
    } catch (failure) {
      if (isRpcError(failure) && failure.code === ErrorCode.SHARE_EXPIRY_PAST) setExpiryCode(failure.code);
      else reportError(failure);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (on: boolean) =>
    void run(() => (on ? calls.add(target.id) : calls.remove(target.id)), on ? undefined : t('linkShare.stopped'));
  const saveSettings = () => {
    const expiryRefused = expiryIssue(expiry);
    setExpiryCode(expiryRefused);
    if (passwordIssue(password) !== undefined) setPasswordTouched(true);
    if (passwordIssue(password) !== undefined || expiryRefused !== undefined) return;
    void run(
      () =>
        calls.add(target.id, {
          expires_at: expiryOf(expiry),
          embed_domains: domains
            .split(/[\s,]+/)
            .map((d) => d.trim())
            .filter(Boolean),
          ...(password ? { password } : {}),
        }),
      t('linkShare.saved'),
    );
  };
  const copy = async () => {
    if (!info) return;
    await navigator.clipboard
      .writeText(shareUrl(info))
      .then(() => notify('success', t('linkShare.copied')), reportError);
  };
  const clearPassword = () => void run(() => calls.add(target.id, { password: null }), t('linkShare.saved'));
  const changeExpiry = (value: string) => {
    setExpiry(value);
    setExpiryCode(undefined);
  };

  return {
    info,
    error,
    isLoading,
    busy,
    live,
    mayShare,
    password,
    setPassword,
    touchPassword: () => setPasswordTouched(true),
    passwordCode,
    expiry,
    changeExpiry,
    expiryCode,
    domains,
    setDomains,
    toggle,
    saveSettings,
    clearPassword,
    copy,
  };
}
