import { Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { WorksheetGroup } from '../../../../shared/acts/worksheet.js';
import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { Dropdown } from '../common/Dropdown';
import { FormField } from '../common/FormField';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: tokens.spacingHorizontalL },
});

/** A worksheet's name and group ('' is the default group). */
export function NameAndGroup({
  name,
  groupId,
  groups,
  onName,
  onGroup,
  nameError,
}: {
  name: string;
  groupId: string;
  groups: readonly WorksheetGroup[] | undefined;
  onName: (name: string) => void;
  onGroup: (groupId: string) => void;
  nameError: number | undefined;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const defaultGroup = groups?.find((group) => group.default === 1);
  const picked = groups?.find((group) => group._id === groupId) ?? defaultGroup;
  return (
    <div className={styles.row}>
      <FormField
        label={t('dataFile.update.name')}
        required
        error={nameError}
        hint={t('common.charCount', { count: name.length, max: WORKSHEET_LIMITS.nameMaxLength })}
      >
        <Input
          value={name}
          maxLength={WORKSHEET_LIMITS.nameMaxLength}
          onChange={(_, data) => onName(data.value)}
          data-testid="worksheet-name"
        />
      </FormField>
      <FormField label={t('dataFile.update.group')}>
        <Dropdown
          value={picked?.name ?? ''}
          selectedOptions={picked ? [picked._id] : []}
          onOptionSelect={(_, data) => {
            const id = data.optionValue ?? '';
            onGroup(id === defaultGroup?._id ? '' : id);
          }}
          data-testid="worksheet-group-pick"
        >
          {(groups ?? []).map((group) => (
            <Option key={group._id} value={group._id}>
              {group.name}
            </Option>
          ))}
        </Dropdown>
      </FormField>
    </div>
  );
}
