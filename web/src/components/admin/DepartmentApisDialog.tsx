import { useState } from 'react';
import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DepartmentApi, DepartmentView } from '../../../../shared/acts/departments.js';
import { useDepartmentActions, useDepartmentApis } from '../../api/departments';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '360px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalM,
    ':not(:last-child)': { borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  },
  path: { color: tokens.colorNeutralForeground3, marginLeft: 'auto', whiteSpace: 'nowrap' },
  center: { display: 'grid', placeItems: 'center', minHeight: '120px' },
});

/**
 * Which data APIs a department holds: a checkbox per API of the tenant, each tick or untick saved
 * at once (`v2/admin/department/set_api`). An API held by another department says which; ticking
 * it moves it here.
 */
export function DepartmentApisDialog({
  department,
  departments,
  onClose,
}: {
  department: DepartmentView | null;
  departments: readonly DepartmentView[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const apis = useDepartmentApis(department !== null);
  const calls = useDepartmentActions();
  const [busy, setBusy] = useState<string | null>(null);
  const nameOf = (id: string) => departments.find((d) => d._id === id)?.name ?? '';

  const toggle = (api: DepartmentApi, on: boolean) => {
    if (!department) return;
    setBusy(api._id);
    calls
      .setApi(api._id, on ? department._id : '')
      .then(() =>
        notify(
          'success',
          t(on ? 'admin.departments.toast.apiIn' : 'admin.departments.toast.apiOut', {
            api: api.name,
            name: department.name,
          }),
        ),
      )
      .catch(reportError)
      .finally(() => setBusy(null));
  };

  let body;
  if (!apis.data)
    body = (
      <div className={styles.center}>
        <Spinner label={t('admin.departments.apisDialog.loading')} />
      </div>
    );
  else if (apis.data.length === 0)
    body = (
      <div className={styles.center} data-testid="department-apis-empty">
        <Caption1>{t('admin.departments.apisDialog.empty')}</Caption1>
      </div>
    );
  else
    body = (
      <div className={styles.list} data-testid="department-apis">
        {apis.data.map((api) => {
          const here = api.department_id === department?._id;
          const elsewhere = api.department_id !== '' && !here;
          return (
            <div key={api._id} className={styles.item} data-testid="department-api" data-name={api.name}>
              <Checkbox
                checked={here}
                disabled={busy !== null}
                label={api.name}
                onChange={(_, data) => toggle(api, data.checked === true)}
              />
              {busy === api._id ? <Spinner size="extra-tiny" /> : null}
              <Caption1 className={styles.path}>
                {elsewhere
                  ? t('admin.departments.apisDialog.elsewhere', { department: nameOf(api.department_id) })
                  : api.path}
              </Caption1>
            </div>
          );
        })}
      </div>
    );

  return (
    <Dialog open={department !== null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="department-apis-dialog">
        <DialogBody>
          <DialogTitle>{t('admin.departments.apisDialog.title', { name: department?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Caption1 className={styles.hint}>{t('admin.departments.apisDialog.hint')}</Caption1>
            {body}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="department-apis-close">
              {t('admin.departments.apisDialog.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
