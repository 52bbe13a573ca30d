import { useEffect, useState } from 'react';
import {
  Button,
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
import { Copy20Regular } from '@fluentui/react-icons';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import type { GroupItem } from '../../api/results';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

const useStyles = makeStyles({
  surface: { maxWidth: '440px' },
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground2, textAlign: 'center' },
  qr: {
    display: 'grid',
    placeItems: 'center',
    width: '240px',
    height: '240px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: '#fff',
    boxShadow: tokens.shadow8,
  },
  image: { width: '100%', height: '100%', imageRendering: 'pixelated' },
  link: { display: 'flex', gap: tokens.spacingHorizontalS, width: '100%' },
  input: { flex: 1, minWidth: 0 },
});

/** The pad control address of a group on this deployment. */
export const padLink = (origin: string, group: string): string =>
  `${origin}/pad-screen-list?group=${encodeURIComponent(group)}`;

/** A group's pad control link: a QR code a tablet scans, and the link with a copy button. */
export function PadLinkDialog({ group, onClose }: { group: GroupItem; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const link = padLink(window.location.origin, group._id);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { margin: 1, width: 480, errorCorrectionLevel: 'M' }).then(
      (url) => live && setQr(url),
      reportError,
    );
    return () => {
      live = false;
    };
  }, [link]);
  const copy = () =>
    void navigator.clipboard.writeText(link).then(() => notify('success', t('pad.link.copied')), reportError);
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="pad-link-dialog">
        <DialogBody>
          <DialogTitle>{t('pad.link.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <span className={styles.hint}>{t('pad.link.hint', { name: group.name })}</span>
            <div className={styles.qr}>
              {qr ? (
                <img className={styles.image} src={qr} alt={t('pad.link.qrAlt')} data-testid="pad-link-qr" />
              ) : (
                <Spinner />
              )}
            </div>
            <div className={styles.link}>
              <Input
                className={styles.input}
                value={link}
                readOnly
                aria-label={t('pad.link.title')}
                data-testid="pad-link-url"
              />
              <Button appearance="primary" icon={<Copy20Regular />} onClick={copy}>
                {t('pad.link.copy')}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('pad.link.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
