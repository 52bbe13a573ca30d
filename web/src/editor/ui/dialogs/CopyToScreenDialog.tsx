import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Option,
  Spinner,
} from '@fluentui/react-components';
import { Dropdown } from '../../../components/common/Dropdown';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isRpcError } from '../../../api/errors';
import { notify } from '../../../app/notify';
import { useEditorCalls } from '../../api/calls';
import { useEditor } from '../context';

/** Cross-screen copy on the server: the selection (as saved) into another screen I can edit. */
export function CopyToScreenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { store, screen } = useEditor();
  const calls = useEditorCalls(screen._id);
  const [ids] = useState(() => [...store.getSnapshot().session.selection]);
  const { data, isLoading } = useSWR(['editor/copy-targets', screen._id], () => calls.screens());
  const targets = (data?.list ?? []).filter((s) => s._id !== screen._id && s.can_edit);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    const chosen = targets.find((s) => s._id === target);
    if (!chosen) return;
    setBusy(true);
    try {
      await store.flush();
      const result = await calls.copyTo(ids, chosen._id);
      notify('success', t('editor.copyTo.done', { count: result.widgets.length, name: chosen.name }));
      onClose();
    } catch (error) {
      setBusy(false);
      if (!isRpcError(error) || !error.handled)
        notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
    }
  };
  return (
    <Dialog open onOpenChange={(_, d) => (d.open || busy ? undefined : onClose())}>
      <DialogSurface style={{ maxWidth: 440 }}>
        <DialogBody>
          <DialogTitle>{t('editor.copyTo.title')}</DialogTitle>
          <DialogContent>
            {isLoading ? (
              <Spinner size="small" />
            ) : targets.length === 0 ? (
              t('editor.copyTo.none')
            ) : (
              <Field label={t('editor.copyTo.screen')}>
                <Dropdown
                  value={targets.find((s) => s._id === target)?.name ?? ''}
                  selectedOptions={target ? [target] : []}
                  onOptionSelect={(_, d) => setTarget(d.optionValue ?? null)}
                >
                  {targets.map((s) => (
                    <Option key={s._id} value={s._id}>
                      {s.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              appearance="primary"
              disabled={!target || busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => void copy()}
            >
              {t('editor.copyTo.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
