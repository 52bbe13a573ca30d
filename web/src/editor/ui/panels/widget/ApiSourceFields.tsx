import { useEffect, useMemo, useState } from 'react';
import { Caption1, Combobox, Field, Input, makeStyles, Option, OptionGroup, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/common/Dropdown';
import { useTranslation } from 'react-i18next';
import type { ApiGroup, ApiParam, ApiSummary } from '../../../../../../shared/acts/data-api.js';
import { ErrorCode } from '../../../../../../shared/errors/catalogue.js';
import { errorText } from '../../../../i18n/errorTexts';
import type { ApiParamBinding, ApiSource } from '../../../../../../shared/widgets/data.js';
import { isRpcError } from '../../../../api/errors';
import { useServices } from '../../../../app/services';
import { currentLanguage } from '../../../../i18n';
import { useEditorState } from '../../context';
import { NumberField, useFieldStyles } from '../fields';
import {
  constantInput,
  groupedApis,
  INDEX_CHOICES,
  indexChoice,
  pickApi,
  publishedFields,
  withIndex,
} from './apiSourceModel';

const useStyles = makeStyles({
  problem: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  param: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
  },
});

interface Catalogue {
  apis: ApiSummary[];
  groups: ApiGroup[];
}

/** The tenant's APIs and groups, loaded once per panel; the catalogue text of a failure. */
function useApiCatalogue(): { catalogue: Catalogue | null; problem: string | null } {
  const { rpc } = useServices();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([rpc.call('v1/api/list', { group_id: '', keyword: '' }), rpc.call('v1/api/group_list', {})]).then(
      ([apis, groups]) => live && setCatalogue({ apis, groups }),
      (error: unknown) =>
        live &&
        setProblem(errorText(isRpcError(error) ? error.code : ErrorCode.API_UPSTREAM_FAILED, currentLanguage())),
    );
    return () => {
      live = false;
    };
  }, [rpc]);
  return { catalogue, problem };
}

/**
 * A data API source: a searchable picker of the tenant's APIs by group (name, path, type), one
 * row per parameter of the picked API bound to a constant (typed input) or to a field of the
 * communication group the widget listens to, and the poll interval. Every change commits.
 */
export function ApiSourceFields({
  source,
  listen,
  onCommit,
  onDeclaredFields,
}: {
  source: ApiSource | null;
  listen: string;
  onCommit: (source: ApiSource) => void;
  /** The return fields the picked API declares: the field pickers offer them before any row came back. */
  onDeclaredFields: (fields: string[]) => void;
}) {
  const styles = useStyles();
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const { catalogue, problem } = useApiCatalogue();
  const widgets = useEditorState((s) => s.doc.widgets);
  const groupFields = useMemo(() => publishedFields(widgets, listen), [widgets, listen]);
  const picked = catalogue?.apis.find((api) => api._id === source?.api_id) ?? null;
  const declared = useMemo(() => picked?.fields.map((field) => field.name) ?? [], [picked]);
  useEffect(() => onDeclaredFields(declared), [declared, onDeclaredFields]);
  const [keyword, setKeyword] = useState('');
  const [searching, setSearching] = useState(false);
  const choices = useMemo(
    () => (catalogue ? groupedApis(catalogue.apis, catalogue.groups, searching ? keyword : '') : []),
    [catalogue, keyword, searching],
  );
  const setParam = (name: string, binding: ApiParamBinding) =>
    source && onCommit({ ...source, params: { ...source.params, [name]: binding } });
  return (
    <>
      <Field
        label={t('widgets.data.api.pick')}
        size="small"
        hint={picked ? `${picked.path} · ${t(`widgets.data.api.types.${picked.type}`)}` : undefined}
        validationMessage={problem ?? undefined}
      >
        <Combobox
          size="small"
          className={fields.input}
          freeform
          placeholder={catalogue ? t('widgets.data.api.search') : t('widgets.state.loading')}
          value={searching ? keyword : (picked?.name ?? (source?.api_id ? t('widgets.data.api.missing') : ''))}
          selectedOptions={source?.api_id ? [source.api_id] : []}
          onChange={(event) => {
            setSearching(true);
            setKeyword(event.target.value);
          }}
          onOpenChange={(_, data) => (data.open ? undefined : setSearching(false))}
          onOptionSelect={(_, data) => {
            const api = catalogue?.apis.find((one) => one._id === data.optionValue);
            setSearching(false);
            setKeyword('');
            if (api) onCommit(pickApi(api, source));
          }}
        >
          {choices.map((group) => (
            <OptionGroup key={group.id} label={group.name || t('widgets.data.api.ungrouped')}>
              {group.apis.map((api) => (
                <Option key={api._id} value={api._id} text={api.name}>
                  {api.name}{' '}
                  <Caption1
                    className={styles.muted}
                  >{`/${api.path} · ${t(`widgets.data.api.types.${api.type}`)}`}</Caption1>
                </Option>
              ))}
            </OptionGroup>
          ))}
          {catalogue && choices.length === 0 ? (
            <Option value="" disabled text="">
              {t('widgets.data.api.none')}
            </Option>
          ) : null}
        </Combobox>
      </Field>
      {source && picked
        ? picked.params.map((param) => (
            <ParamRow
              key={param.name}
              param={param}
              binding={source.params[param.name] ?? { from: 'const', value: '' }}
              groupFields={groupFields}
              listen={listen}
              onChange={(binding) => setParam(param.name, binding)}
            />
          ))
        : null}
      {source && picked && picked.params.length === 0 ? (
        <Caption1 className={styles.muted}>{t('widgets.data.api.noParams')}</Caption1>
      ) : null}
      {source ? (
        <NumberField
          label={t('widgets.data.http.interval')}
          value={source.interval}
          min={1}
          max={86_400}
          onCommit={(interval) => onCommit({ ...source, interval })}
        />
      ) : null}
    </>
  );
}

/** One parameter: bound to a constant (typed input) or to a field of the listened group (and which item of a list). */
function ParamRow({
  param,
  binding,
  groupFields,
  listen,
  onChange,
}: {
  param: ApiParam;
  binding: ApiParamBinding;
  groupFields: readonly string[];
  listen: string;
  onChange: (binding: ApiParamBinding) => void;
}) {
  const styles = useStyles();
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const itemLabel = (choice: string) =>
    choice === ''
      ? t('widgets.data.api.items.whole')
      : choice === '0'
        ? t('widgets.data.api.items.0')
        : choice === '1'
          ? t('widgets.data.api.items.1')
          : `#${Number(choice) + 1}`;
  const label = `${param.name} (${t(`widgets.data.api.paramTypes.${param.type}`)})${param.required ? ' *' : ''}`;
  return (
    <div className={styles.param} role="group" aria-label={param.name}>
      <Field label={label} size="small" hint={param.description || undefined}>
        <Dropdown
          size="small"
          className={fields.input}
          aria-label={t('widgets.data.api.bindTo', { name: param.name })}
          value={t(binding.from === 'const' ? 'widgets.data.api.fromConst' : 'widgets.data.api.fromGroup')}
          selectedOptions={[binding.from]}
          onOptionSelect={(_, data) =>
            data.optionValue === 'group'
              ? onChange({ from: 'group', field: groupFields[0] ?? param.name })
              : onChange({ from: 'const', value: '' })
          }
        >
          <Option value="const">{t('widgets.data.api.fromConst')}</Option>
          <Option value="group">{t('widgets.data.api.fromGroup')}</Option>
        </Dropdown>
      </Field>
      {binding.from === 'const' ? (
        <ConstantInput param={param} value={binding.value} onCommit={(value) => onChange({ from: 'const', value })} />
      ) : (
        <>
          {listen ? null : <Caption1 className={styles.problem}>{t('widgets.data.api.noListen')}</Caption1>}
          <div className={fields.row}>
            <Field label={t('widgets.data.api.groupField')} size="small">
              <Combobox
                size="small"
                className={fields.input}
                freeform
                value={binding.field}
                selectedOptions={[binding.field]}
                onOptionSelect={(_, data) => data.optionValue && onChange({ ...binding, field: data.optionValue })}
                onBlur={(event) => {
                  const field = event.target.value.trim().slice(0, 128);
                  if (field && field !== binding.field) onChange({ ...binding, field });
                }}
              >
                {[...new Set([...groupFields, binding.field])].map((field) => (
                  <Option key={field} value={field}>
                    {field}
                  </Option>
                ))}
              </Combobox>
            </Field>
            <Field label={t('widgets.data.api.item')} size="small">
              <Dropdown
                size="small"
                className={fields.input}
                value={itemLabel(indexChoice(binding))}
                selectedOptions={[indexChoice(binding)]}
                onOptionSelect={(_, data) => onChange(withIndex(binding, data.optionValue ?? ''))}
              >
                {INDEX_CHOICES.map((choice) => (
                  <Option key={choice} value={choice}>
                    {itemLabel(choice)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </div>
        </>
      )}
    </div>
  );
}

/** A constant typed in the input its type takes (a date picker for dates); empty: the API's default. */
function ConstantInput({
  param,
  value,
  onCommit,
}: {
  param: ApiParam;
  value: string;
  onCommit: (value: string) => void;
}) {
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const input = constantInput(param.type);
  const placeholder = param.default
    ? t('widgets.data.api.defaultIs', { value: param.default })
    : t('widgets.data.api.apiDefault');
  if (input === 'boolean')
    return (
      <Dropdown
        size="small"
        className={fields.input}
        aria-label={param.name}
        value={value === '' ? placeholder : t(value === 'true' ? 'widgets.data.api.yes' : 'widgets.data.api.no')}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => onCommit(data.optionValue ?? '')}
      >
        <Option value="">{placeholder}</Option>
        <Option value="true">{t('widgets.data.api.yes')}</Option>
        <Option value="false">{t('widgets.data.api.no')}</Option>
      </Dropdown>
    );
  const commit = () => (draft !== value ? onCommit(draft.slice(0, 1000)) : undefined);
  return (
    <Input
      size="small"
      className={fields.input}
      aria-label={param.name}
      type={input}
      value={draft}
      placeholder={param.type === 'list' && !param.default ? t('widgets.data.api.listHint') : placeholder}
      onChange={(_, data) => {
        setDraft(data.value);
        // Pickers commit as soon as a date is chosen; typed text when it is left.
        if (input === 'date' || input === 'datetime-local') onCommit(data.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => (event.key === 'Enter' ? commit() : undefined)}
    />
  );
}
