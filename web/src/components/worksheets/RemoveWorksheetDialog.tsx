import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { reportError } from '../../app/reportError';
import { usePreferences } from '../../app/services';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { refusedInUse, removalBlock } from './removal';

/**
 * Removing a worksheet: confirmed when nothing reads it; when data APIs do (the row's count), the
 * catalogue's "in use" text says why it cannot go, and nothing is sent. Widgets reading it (in a
 * draft or a published version) are counted by no list: the server's WORKSHEET_IN_USE turns the
 * confirmation into the same warning, saying so.
 */
export function RemoveWorksheetDialog({
  worksheet,
  onRemove,
  onClose,
}: {
  worksheet: WorksheetSummary | null;
  onRemove: (worksheet: WorksheetSummary) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [refusedId, setRefusedId] = useState<string | null>(null);
  const block = worksheet && removalBlock(worksheet, refusedId === worksheet._id);
  if (worksheet && block)
    return (
      <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
        <DialogSurface data-testid="worksheet-remove-dialog">
          <DialogBody>
            <DialogTitle>{t('dataFile.remove.title', { name: worksheet.name })}</DialogTitle>
            <DialogContent>
              <MessageBar intent="warning" data-testid="worksheet-in-use">
                <MessageBarBody>
                  <MessageBarTitle>{errorText(ErrorCode.WORKSHEET_IN_USE, language)}</MessageBarTitle>
                  {block.by === 'apis'
                    ? t('dataFile.remove.inUse', { count: block.count })
                    : t('dataFile.remove.inUseByScreens')}
                </MessageBarBody>
              </MessageBar>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {t('common.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  return (
    <ConfirmDialog
      open={worksheet !== null}
      title={t('dataFile.remove.title', { name: worksheet?.name ?? '' })}
      confirmLabel={t('dataFile.remove.confirm')}
      danger
      onConfirm={async () => {
        if (!worksheet) return;
        try {
          await onRemove(worksheet);
        } catch (error) {
          if (refusedInUse(error)) setRefusedId(worksheet._id);
          else reportError(error);
          throw error;
        }
      }}
      onClose={onClose}
      testId="worksheet-remove-dialog"
    >
      <Body1>{t('dataFile.remove.body')}</Body1>
    </ConfirmDialog>
  );
}
