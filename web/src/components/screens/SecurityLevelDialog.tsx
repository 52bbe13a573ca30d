import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Caption1,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  shorthands,
  mergeClasses,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SECURITY_LEVELS, type ScreenSummary, type SecurityLevel } from '../../../../shared/acts/screen.js';
import { useScreenCalls } from '../../api/screens';
import { reportError } from '../../app/reportError';
import { FormDialog } from '../common/FormDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
  intro: { margin: `0 0 ${tokens.spacingVerticalM}`, color: tokens.colorNeutralForeground2 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  option: {
    alignSelf: 'stretch',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
  },
  chosen: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  hint: { color: tokens.colorNeutralForeground3, paddingLeft: '36px' },
});

interface Props {
  screen: ScreenSummary | null;
  onClose: () => void;
  onSaved: (screen: ScreenSummary) => void;
}

/** Security level of one screen: public, internal or secret (only for who manages it). */
export function SecurityLevelDialog({ screen, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const calls = useScreenCalls();
  const [level, setLevel] = useState<SecurityLevel>(screen?.security_level ?? 'internal');
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const surface = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!screen) return undefined;
    let live = true;
    setLevel(screen.security_level);
    setLoading(true);
    calls
      .getLevel(screen._id)
      .then((answer) => live && setLevel(answer.level))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [screen, calls]);

  // The radios are disabled while the level loads, so the dialog opened with nothing to focus and
  // its keyboard handling (Escape) never heard a key: once they can take it, the chosen one does.
  useEffect(() => {
    const root = surface.current;
    if (!screen || loading || !root || root.contains(document.activeElement)) return;
    root.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [screen, loading]);

  const save = async () => {
    if (!screen) return;
    setBusy(true);
    try {
      const saved = await calls.saveLevel(screen._id, level);
      onSaved({ ...screen, security_level: saved.level ?? level });
      onClose();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={screen !== null}
      busy={busy}
      onClose={onClose}
      surfaceRef={surface}
      testId="security-dialog"
      surfaceClassName={styles.surface}
    >
      <DialogBody>
        <DialogTitle>{t('screenList.security.title')}</DialogTitle>
        <DialogContent>
          <Caption1 as="p" className={styles.intro}>
            {t('screenList.security.intro', { name: screen?.name ?? '' })}
          </Caption1>
          <RadioGroup
            className={styles.group}
            value={level}
            onChange={(_, data) => setLevel(data.value as SecurityLevel)}
            disabled={loading}
            aria-label={t('screenList.security.title')}
          >
            {SECURITY_LEVELS.map((each) => (
              <div key={each} className={mergeClasses(styles.option, level === each && styles.chosen)}>
                <Radio value={each} label={t(`screenList.security.${each}`)} />
                <Caption1 className={styles.hint}>{t(`screenList.security.${each}Hint`)}</Caption1>
              </div>
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => !busy && onClose()}>
            {t('common.cancel')}
          </Button>
          <Button
            appearance="primary"
            disabledFocusable={busy || loading}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            onClick={() => void save()}
          >
            {t('common.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </FormDialog>
  );
}
