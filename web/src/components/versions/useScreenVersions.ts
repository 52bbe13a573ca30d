import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '../../../../shared/acts/versions.js';
import { isRpcError } from '../../api/errors';
import { useVersionCalls, useVersionDetail, useVersions } from '../../api/versions';
import { notify } from '../../app/notify';
import { useScreenDetail } from '../../editor/api/calls';
import type { VersionDialogRequest } from './VersionDialogs';
import type { VersionAction } from './VersionRow';

/**
 * The state of the versions page: the screen, its versions and the one chosen (else the latest),
 * that version's document for the preview, the dialog asked for, and the actions, each told in a
 * toast and followed by a reload of the list.
 */
export function useScreenVersions(screenId: string) {
  const { t } = useTranslation();
  const screen = useScreenDetail(screenId);
  const versions = useVersions(screenId);
  const calls = useVersionCalls(screenId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [request, setRequest] = useState<VersionDialogRequest | null>(null);
  const list = useMemo(() => versions.data ?? [], [versions.data]);
  const selected = list.find((v) => v._id === chosen) ?? list.find((v) => v.latest) ?? list[0];
  const version = useVersionDetail(screenId, selected?._id ?? null);

  const report = useCallback(
    (error: unknown) => {
      if (!isRpcError(error) || !error.handled)
        notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
    },
    [t],
  );
  const run = useCallback(
    async (work: () => Promise<unknown>, done: string, rethrow = true) => {
      try {
        await work();
        notify('success', done);
        await versions.mutate();
      } catch (error) {
        // Dialogs show their own errors; actions without one get a toast.
        if (rethrow) throw error;
        report(error);
      }
    },
    [versions, report],
  );
  const onAction = (target: VersionSummary, action: VersionAction) => {
    if (action === 'release')
      void run(() => calls.release(target._id), t('versions.release.done', { name: target.name }), false);
    else setRequest({ action, version: target });
  };

  /** What the dialogs do: each runs its act, tells it, and reloads the list. */
  const dialogs = {
    onRename: (v: VersionSummary, name: string) => run(() => calls.rename(v._id, name), t('versions.rename.done')),
    onRemark: (v: VersionSummary, remark: string) => run(() => calls.remark(v._id, remark), t('versions.remark.done')),
    onOnward: (v: VersionSummary, name: string) =>
      run(async () => setChosen((await calls.onward(v._id, name))._id), t('versions.onward.done', { name })),
    onRemove: (v: VersionSummary) =>
      run(() => calls.remove(v._id), t('versions.remove.done')).catch(
        (error: unknown) => (report(error), Promise.reject(error)),
      ),
    onReplace: (v: VersionSummary, typed: string) =>
      run(
        async () => {
          await calls.replace(v._id, typed);
          await screen.mutate();
        },
        t('versions.replace.done', { version: v.name }),
      ),
    onClose: () => setRequest(null),
  };

  return {
    screen,
    versions,
    list,
    selected,
    version,
    canManage: screen.data?.can_manage ?? false,
    choose: setChosen,
    request,
    onAction,
    dialogs,
  };
}
