import { useState } from 'react';
import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { isRpcError } from '../../api/errors';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';

/**
 * "Remove this connection?" A connection that data APIs still query cannot go: the server
 * answers CONNECTION_IN_USE and its catalogue text stays in the dialog.
 */
export function RemoveConnectionDialog({
  connection,
  onClose,
  onRemove,
}: {
  connection: DatasourceSummary | null;
  onClose: () => void;
  onRemove: (connection: DatasourceSummary) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState(connection);
  if (shown !== connection) {
    setShown(connection);
    setFailure(null);
  }
  return (
    <ConfirmDialog
      open={connection !== null}
      title={t('datasources.remove.title')}
      confirmLabel={t('datasources.remove.confirm')}
      danger
      testId="remove-connection"
      onClose={onClose}
      onConfirm={async () => {
        if (!connection) return;
        setFailure(null);
        try {
          await onRemove(connection);
        } catch (error) {
          if (isRpcError(error) && !error.handled) setFailure(error.message);
          else reportError(error);
          throw error;
        }
      }}
    >
      <Body1>{t('datasources.remove.body', { name: connection?.name ?? '' })}</Body1>
      {connection && connection.api_count > 0 ? (
        <Body1>{t('datasources.remove.usedBy', { count: connection.api_count })}</Body1>
      ) : null}
      {failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="remove-error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
    </ConfirmDialog>
  );
}
