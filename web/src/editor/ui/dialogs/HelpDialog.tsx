import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/resources';
import type { CommandSection } from '../../model/command-types';
import { COMMANDS, formatShortcut } from '../../model/commands';
import { isMac } from '../context';

const SECTIONS: CommandSection[] = ['edit', 'arrange', 'align', 'select', 'history', 'view'];
const MOUSE: [MessageKey, MessageKey][] = [
  ['editor.help.pan', 'editor.help.panKeys'],
  ['editor.help.zoom', 'editor.help.zoomKeys'],
  ['editor.help.multi', 'editor.help.multiKeys'],
  ['editor.help.noSnap', 'editor.help.noSnapKeys'],
  ['editor.help.ratio', 'editor.help.ratioKeys'],
];

const useStyles = makeStyles({
  surface: { maxWidth: '880px', width: 'calc(100vw - 48px)' },
  columns: { columnWidth: '250px', columnGap: tokens.spacingHorizontalXXL },
  section: { breakInside: 'avoid', marginBottom: tokens.spacingVerticalL },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
    padding: `3px 0`,
    fontSize: tokens.fontSizeBase300,
  },
  mouseRow: { flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  wrap: { whiteSpace: 'normal' },
  keys: { display: 'flex', gap: '4px', flexWrap: 'wrap', justifyContent: 'flex-end' },
  kbd: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    padding: '1px 6px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'nowrap',
  },
});

/** Every shortcut of the command registry, by section, plus the mouse gestures. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('editor.help.title')}</DialogTitle>
          <DialogContent>
            <div className={styles.columns} data-testid="shortcuts">
              {SECTIONS.map((section) => (
                <section key={section} className={styles.section}>
                  <h3 className={styles.heading}>{t(`editor.help.sections.${section}`)}</h3>
                  {COMMANDS.filter((c) => c.section === section && c.shortcuts.length > 0).map((command) => (
                    <div key={command.id} className={styles.row}>
                      <span>{t(command.labelKey)}</span>
                      <span className={styles.keys}>
                        {command.shortcuts.map((s) => (
                          <kbd key={s} className={styles.kbd}>
                            {formatShortcut(s, isMac)}
                          </kbd>
                        ))}
                      </span>
                    </div>
                  ))}
                </section>
              ))}
              <section className={styles.section}>
                <h3 className={styles.heading}>{t('editor.help.mouse')}</h3>
                {MOUSE.map(([label, keys]) => (
                  <div key={label} className={mergeClasses(styles.row, styles.mouseRow)}>
                    <span>{t(label)}</span>
                    <kbd className={mergeClasses(styles.kbd, styles.wrap)}>{t(keys)}</kbd>
                  </div>
                ))}
              </section>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('editor.help.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
