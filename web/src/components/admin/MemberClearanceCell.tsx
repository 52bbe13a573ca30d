import { Option, Spinner, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '../../../../shared/acts/admin.js';
import { SECURITY_LEVELS, type SecurityLevel } from '../../../../shared/acts/screen.js';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { Dropdown } from '../common/Dropdown';
import { useMemberCellStyles } from './memberCellStyles';
import { roleLock } from './roleLabels';

/**
 * A member's clearance (docs/permissions.md#classification): the highest screen security level
 * they reach. A selector for the role managers who see this tab; for the administrator's row and
 * the caller's own the same control, disabled, with the reason the server would give.
 */
export function MemberClearanceCell({
  user,
  selfId,
  busy,
  onChange,
}: {
  user: TenantUser;
  selfId: string;
  busy: boolean;
  onChange: (user: TenantUser, level: SecurityLevel) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useMemberCellStyles();
  const current = t(`admin.members.clearances.${user.clearance}`);
  const label = t('admin.members.clearanceFor', { name: user.name });
  // The same people are locked as for roles: the administrator (always secret) and oneself.
  const lock = roleLock(user, selfId);

  if (lock !== undefined)
    return (
      <Tooltip content={errorText(lock, language)} relationship="description">
        <span className={styles.locked} tabIndex={0} data-testid="member-clearance-locked" data-level={user.clearance}>
          <Dropdown className={styles.dropdown} value={current} disabled aria-label={label} />
        </span>
      </Tooltip>
    );

  return (
    <div className={styles.cell}>
      <Dropdown
        className={styles.dropdown}
        value={current}
        selectedOptions={[user.clearance]}
        disabled={busy}
        aria-label={label}
        data-testid="member-clearance"
        data-level={user.clearance}
        onOptionSelect={(_, data) => {
          const level = SECURITY_LEVELS.find((l) => l === data.optionValue);
          if (level && level !== user.clearance) onChange(user, level);
        }}
      >
        {SECURITY_LEVELS.map((level) => (
          <Option key={level} value={level}>
            {t(`admin.members.clearances.${level}`)}
          </Option>
        ))}
      </Dropdown>
      {busy ? <Spinner size="extra-tiny" /> : null}
    </div>
  );
}
