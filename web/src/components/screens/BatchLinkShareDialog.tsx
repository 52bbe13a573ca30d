import { useState } from 'react';
import {
  Body1,
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
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Copy20Regular, CopySelect20Regular, Warning16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { shareRoute } from '../../../../shared/protocol/routes.js';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { errorText } from '../../i18n/errorTexts';
import { useShareCalls } from '../../api/linkShare';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences } from '../../app/services';
import { batchSkipCode, linksText, type BatchShareResult } from '../../screenList/batchLinkShare';

const useStyles = makeStyles({
  surface: { maxWidth: '680px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '360px',
    overflowY: 'auto',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 180px) 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  skipped: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteDarkOrangeForeground1,
    gridColumn: '2 / -1',
  },
  summary: { color: tokens.colorNeutralForeground2 },
});

const copyText = (text: string, done: string) =>
  navigator.clipboard.writeText(text).then(() => notify('success', done), reportError);

/**
 * Link sharing of the selected screens (batch link sharing, docs/features.md): an open link for each,
 * skipping the secret, the unpublished and those one may not manage, each with its reason;
 * then every link with its copy button, and all of them at once as text.
 */
export function BatchLinkShareDialog({ screens, onClose }: { screens: ScreenSummary[]; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { language } = usePreferences();
  const calls = useShareCalls('screen');
  const [results, setResults] = useState<BatchShareResult[] | null>(null);
  const [done, setDone] = useState(0);
  const running = results === null && done > 0;

  const run = async () => {
    setDone(1);
    const outcome: BatchShareResult[] = [];
    for (const screen of screens) {
      const skip = batchSkipCode(screen);
      if (skip !== null) outcome.push({ id: screen._id, name: screen.name, skipped: errorText(skip, language) });
      else {
        try {
          const info = await calls.add(screen._id);
          outcome.push({
            id: screen._id,
            name: screen.name,
            link: `${window.location.origin}${shareRoute('screen', info.token)}`,
          });
        } catch (error) {
          outcome.push({
            id: screen._id,
            name: screen.name,
            skipped: isRpcError(error) ? error.message : t('errors.network'),
          });
        }
      }
      setDone(outcome.length + 1);
    }
    setResults(outcome);
  };

  const shared = results?.filter((result) => 'link' in result).length ?? 0;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !running && onClose()}>
      <DialogSurface className={styles.surface} data-testid="batch-link-share-dialog">
        <DialogBody>
          <DialogTitle>{t('linkShare.batchTitle', { count: screens.length })}</DialogTitle>
          <DialogContent className={styles.body}>
            {results === null ? (
              <>
                <Body1 as="p" className={styles.intro}>
                  {t('linkShare.batchIntro')}
                </Body1>
                <ul className={styles.list}>
                  {screens.map((screen) => (
                    <li key={screen._id}>
                      <Text className={styles.name}>{screen.name}</Text>
                    </li>
                  ))}
                </ul>
                {running ? (
                  <Spinner
                    size="tiny"
                    label={t('linkShare.batchSharing', { done: Math.min(done, screens.length), count: screens.length })}
                  />
                ) : null}
              </>
            ) : (
              <>
                <Caption1 className={styles.summary} data-testid="batch-summary" aria-live="polite">
                  {t('linkShare.batchDone', { count: shared })}
                </Caption1>
                <ul className={styles.list}>
                  {results.map((result) => (
                    <li
                      key={result.id}
                      className={styles.row}
                      data-testid="batch-result"
                      data-screen-id={result.id}
                      data-shared={'link' in result}
                    >
                      <Text weight="semibold" className={styles.name} title={result.name}>
                        {result.name}
                      </Text>
                      {'link' in result ? (
                        <>
                          <Input
                            readOnly
                            value={result.link}
                            aria-label={`${t('linkShare.link')}: ${result.name}`}
                            onFocus={(event) => event.target.select()}
                          />
                          <Tooltip content={t('linkShare.copy')} relationship="label">
                            <Button
                              appearance="subtle"
                              icon={<Copy20Regular />}
                              onClick={() => void copyText(result.link, t('linkShare.copied'))}
                            />
                          </Tooltip>
                        </>
                      ) : (
                        <Caption1 className={styles.skipped}>
                          <Warning16Regular />
                          {t('linkShare.batchSkipped', { reason: result.skipped })}
                        </Caption1>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {results === null ? (
              <>
                <Button appearance="secondary" onClick={onClose} disabled={running}>
                  {t('common.cancel')}
                </Button>
                <Button appearance="primary" onClick={() => void run()} disabled={running}>
                  {t('linkShare.batchRun')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  icon={<CopySelect20Regular />}
                  disabled={shared === 0}
                  onClick={() => void copyText(linksText(results), t('linkShare.batchCopiedAll'))}
                >
                  {t('linkShare.batchCopyAll')}
                </Button>
                <Button appearance="primary" onClick={onClose}>
                  {t('linkShare.close')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
