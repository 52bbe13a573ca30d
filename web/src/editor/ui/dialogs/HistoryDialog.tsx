import { useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { EditHistoryEntry } from '../../../../../shared/acts/editor.js';
import { isRpcError } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { notify } from '../../../app/notify';
import { useEditorCalls } from '../../api/calls';
import { useEditor } from '../context';

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
  save: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  grow: { flex: 1 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '320px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  text: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** Restore points: save one now, or restore an earlier one (the editor reloads after). */
export function HistoryDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { store, screen } = useEditor();
  const calls = useEditorCalls(screen._id);
  const { data, isLoading, mutate } = useSWR(['editor/history', screen._id], () => calls.history());
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    try {
      await store.flush();
      await work();
      after();
    } catch (error) {
      if (!isRpcError(error) || !error.handled)
        notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  const [confirming, setConfirming] = useState<EditHistoryEntry | null>(null);
  const restore = async (entry: EditHistoryEntry) => {
    try {
      await store.flush();
      await calls.restoreHistory(entry._id);
    } catch (error) {
      if (!isRpcError(error) || !error.handled)
        notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
      throw error;
    }
    notify('success', t('editor.history.restored'));
    window.location.reload();
  };
  return (
    <Dialog open onOpenChange={(_, d) => (d.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('editor.history.title')}</DialogTitle>
          <DialogContent>
            <div className={styles.save}>
              <Input
                className={styles.grow}
                aria-label={t('editor.history.label')}
                placeholder={t('editor.history.label')}
                value={label}
                maxLength={50}
                onChange={(_, d) => setLabel(d.value)}
              />
              <Button
                disabled={busy}
                onClick={() =>
                  void run(
                    () => calls.saveHistory(label.trim()),
                    () => (setLabel(''), notify('success', t('editor.history.saved')), void mutate()),
                  )
                }
              >
                {t('editor.history.save')}
              </Button>
            </div>
            {isLoading ? <Spinner size="small" /> : null}
            {data && data.length === 0 ? (
              <Caption1 className={styles.meta}>{t('editor.history.empty')}</Caption1>
            ) : null}
            <ul className={styles.list}>
              {data?.map((entry) => (
                <li key={entry._id} className={styles.item}>
                  <span className={styles.text}>
                    <span>{entry.label || t('editor.history.untitled')}</span>
                    <Caption1 className={styles.meta}>
                      {new Date(entry.at).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB')} ·{' '}
                      {t('editor.history.entry', { count: entry.widgets, by: entry.by.name })}
                    </Caption1>
                  </span>
                  <Button size="small" disabled={busy} onClick={() => setConfirming(entry)}>
                    {t('editor.history.restore')}
                  </Button>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
      <ConfirmDialog
        open={confirming !== null}
        title={t('editor.history.restore')}
        confirmLabel={t('editor.history.restore')}
        onConfirm={() => (confirming ? restore(confirming) : Promise.resolve())}
        onClose={() => setConfirming(null)}
      >
        {t('editor.history.confirm', { label: confirming?.label || t('editor.history.untitled') })}
      </ConfirmDialog>
    </Dialog>
  );
}
