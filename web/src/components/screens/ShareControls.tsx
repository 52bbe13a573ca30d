import { Button, Select, Tooltip } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SHARE_PERMISSIONS, type SharePermission } from '../../../../shared/acts/screen.js';

/**
 * The controls the share dialog repeats for people and teams: the view/edit choice, and an
 * entry's permission with its remove button.
 */

/** "Can view" or "Can edit". */
export function PermissionSelect({
  value,
  onChange,
  label,
  size,
  disabled,
}: {
  value: SharePermission;
  onChange: (permission: SharePermission) => void;
  label: string;
  size?: 'small';
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size={size}
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(_, data) => onChange(data.value as SharePermission)}
    >
      {SHARE_PERMISSIONS.map((each) => (
        <option key={each} value={each}>
          {t(`sharing.permission.${each}`)}
        </option>
      ))}
    </Select>
  );
}

/** A person's or team's share: its permission, to change, and the button that stops it. */
export function ShareEntryControls({
  name,
  permission,
  disabled,
  onChange,
  onRemove,
}: {
  name: string;
  permission: SharePermission;
  disabled: boolean;
  onChange: (permission: SharePermission) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PermissionSelect
        size="small"
        value={permission}
        disabled={disabled}
        label={t('sharing.permissionOf', { name })}
        onChange={onChange}
      />
      <Tooltip content={t('sharing.removeNamed', { name })} relationship="label">
        <Button size="small" appearance="subtle" icon={<Dismiss20Regular />} disabled={disabled} onClick={onRemove} />
      </Tooltip>
    </>
  );
}
