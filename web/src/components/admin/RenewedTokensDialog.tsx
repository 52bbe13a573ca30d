import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OutsideRenewed } from '../../../../shared/acts/admin.js';
import { SecretLine } from '../common/SecretTokensDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The push channel tokens a removal renewed, shown this once with copy buttons. */
export function RenewedTokensDialog({
  channels,
  onClose,
}: {
  channels: OutsideRenewed['push_channels'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open={channels.length > 0} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="renewed-tokens">
        <DialogBody>
          <DialogTitle>{t('admin.members.outside.tokensTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('admin.members.outside.tokensBody')}</Text>
            {channels.map((channel) => (
              <div key={channel._id}>
                <Text weight="semibold">{channel.name}</Text>
                <SecretLine
                  value={channel.token}
                  testId="renewed-token"
                  copyLabel={t('admin.members.outside.copy')}
                  copiedText={t('admin.members.outside.copied')}
                />
              </div>
            ))}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('admin.members.outside.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
