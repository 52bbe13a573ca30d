import { useState, type ReactNode } from 'react';
import { Body1, Button, Caption1, makeStyles, mergeClasses } from '@fluentui/react-components';
import { Add20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useTabStyles } from './tabStyles';

/**
 * The parts an administration tab that lists the tenant's own things (roles, departments, teams) is
 * made of: the tab with its intro and "New" button, and the delete confirmation. Each tab brings
 * its table (common/EntityTable.tsx) and its dialogs.
 */

/** The tabs whose i18n namespace holds `new`, `removeDialog.*` and `toast.removed`. */
type AdminListNs = 'admin.roles' | 'admin.departments' | 'admin.teams';

const useStyles = makeStyles({
  toolbar: { alignItems: 'center' },
});

/** The tab: its intro, the count when known, the "New" button, then the body and dialogs. */
export function AdminListTab({
  ns,
  label,
  count,
  onNew,
  newTestId,
  children,
}: {
  ns: AdminListNs;
  /** The section's accessible name (the tab's name). */
  label: string;
  /** The count shown left of the button, with its test id; none for tabs that show no count. */
  count?: { text: string | null; testId: string };
  onNew: () => void;
  newTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const tab = useTabStyles();
  return (
    <section className={tab.root} aria-label={label}>
      <div className={mergeClasses(tab.toolbar, styles.toolbar)}>
        <Body1 className={tab.intro}>{t(`${ns}.intro`)}</Body1>
        <div className={tab.spacer} />
        {count ? (
          <Caption1 className={tab.count} data-testid={count.testId}>
            {count.text ?? '\u00a0'}
          </Caption1>
        ) : null}
        <Button appearance="primary" icon={<Add20Filled />} onClick={onNew} data-testid={newTestId}>
          {t(`${ns}.new`)}
        </Button>
      </div>
      {children}
    </section>
  );
}

/**
 * "Delete X?" for a row: open while `item` is set, naming the item it was opened for while it
 * closes; a refusal shows as a toast and keeps the dialog open for another try.
 */
export function RemoveConfirm<T extends { _id: string; name: string }>({
  ns,
  item,
  remove,
  onClose,
  testId,
}: {
  ns: AdminListNs;
  item: T | null;
  remove: (id: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<T | null>(item);
  if (item && item !== shown) setShown(item);
  return (
    <ConfirmDialog
      open={item !== null}
      title={t(`${ns}.removeDialog.title`, { name: shown?.name ?? '' })}
      confirmLabel={t(`${ns}.removeDialog.confirm`)}
      danger
      testId={testId}
      onClose={onClose}
      onConfirm={async () => {
        if (!shown) return;
        try {
          await remove(shown._id);
          notify('success', t(`${ns}.toast.removed`, { name: shown.name }));
        } catch (error) {
          reportError(error);
          throw error;
        }
      }}
    >
      <Body1>{t(`${ns}.removeDialog.body`)}</Body1>
    </ConfirmDialog>
  );
}
