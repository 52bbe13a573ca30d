import {
  Button,
  Caption1,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { Copy16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { HTTP_METHODS } from '../../../../shared/acts/api.js';
import { API_LIMITS, type ApiGroup } from '../../../../shared/acts/data-api.js';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { FormField } from '../common/FormField';
import type { ApiForm, FormErrors } from './apiForm';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  wide: { gridColumn: '1 / -1' },
  url: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  urlText: {
    fontFamily: tokens.fontFamilyMonospace,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

interface Props {
  form: ApiForm;
  errors: FormErrors;
  groups: ApiGroup[] | undefined;
  onChange: (patch: Partial<ApiForm>) => void;
}

/** An API's name, path (with the outside address), method, type, group, cache lifetime and description. */
export function ApiSettings({ form, errors, groups, onChange: patch }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const outsideUrl = `${window.location.origin}/api/data/${form.path.trim() || '…'}`;
  return (
    <div className={styles.grid}>
      <FormField label={t('dataApi.editor.name')} required error={errors.name} hint={t('dataApi.editor.nameHint')}>
        <Input
          value={form.name}
          maxLength={API_LIMITS.nameMaxLength}
          onChange={(_, data) => patch({ name: data.value })}
          data-testid="api-name"
        />
      </FormField>
      <FormField
        label={t('dataApi.editor.path')}
        required
        error={errors.path}
        hint={
          <span className={styles.url}>
            <span className={styles.urlText} data-testid="api-url">
              {form.method} {outsideUrl}
            </span>
            <Button
              size="small"
              appearance="transparent"
              icon={<Copy16Regular />}
              aria-label={t('dataApi.editor.copyUrl')}
              disabled={form.path.trim() === ''}
              onClick={() =>
                void navigator.clipboard
                  .writeText(outsideUrl)
                  .then(() => notify('success', t('dataApi.editor.urlCopied')), reportError)
              }
            />
          </span>
        }
      >
        <Input
          value={form.path}
          contentBefore={<Caption1>/api/data/</Caption1>}
          maxLength={API_LIMITS.pathMaxLength}
          onChange={(_, data) => patch({ path: data.value })}
          data-testid="api-path"
        />
      </FormField>
      <FormField label={t('dataApi.editor.method')} error={errors.method}>
        <RadioGroup
          layout="horizontal"
          value={form.method}
          onChange={(_, data) => patch({ method: data.value as ApiForm['method'] })}
        >
          {HTTP_METHODS.map((method) => (
            <Radio key={method} value={method} label={method} />
          ))}
        </RadioGroup>
      </FormField>
      <FormField label={t('dataApi.editor.type')}>
        <RadioGroup
          layout="horizontal"
          value={form.type}
          onChange={(_, data) => patch({ type: data.value as ApiForm['type'] })}
        >
          <Radio value="direct" label={t('dataApi.typeDirect')} />
          <Radio value="proxy" label={t('dataApi.typeProxy')} />
        </RadioGroup>
      </FormField>
      <FormField label={t('dataApi.editor.group')} error={errors.groupId}>
        <Select
          // A removed group's APIs read as the default group's until they are moved.
          value={groups?.some((group) => !group.default && group._id === form.groupId) ? form.groupId : ''}
          onChange={(_, data) => patch({ groupId: data.value })}
        >
          {(groups ?? []).map((group) => (
            <option key={group._id} value={group.default ? '' : group._id}>
              {group.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('dataApi.editor.ttl')} error={errors.ttl} hint={t('dataApi.editor.ttlHint')}>
        <Input
          type="number"
          min={0}
          max={API_LIMITS.ttlMaxSeconds}
          value={form.ttl}
          contentAfter={<Caption1>{t('dataApi.editor.seconds')}</Caption1>}
          onChange={(_, data) => patch({ ttl: data.value })}
        />
      </FormField>
      <FormField label={t('dataApi.editor.description')} error={errors.description} className={styles.wide}>
        <Textarea
          value={form.description}
          maxLength={API_LIMITS.descriptionMaxLength}
          resize="vertical"
          onChange={(_, data) => patch({ description: data.value })}
        />
      </FormField>
    </div>
  );
}
