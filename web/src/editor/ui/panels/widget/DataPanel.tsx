import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { ArrowCounterclockwise16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../../../../../shared/errors/catalogue.js';
import { errorText } from '../../../../i18n/errorTexts';
import {
  dataBindingSchema,
  type DataBinding,
  type FieldMapping,
  type JsonValue,
  type MappingRole,
  PUSH_INITIAL_MAX_ROWS,
} from '../../../../../../shared/widgets/data.js';
import { mappingFromShape, missingFields, shapeOf } from '../../../../../../shared/widgets/field-shape.js';
import { Section, TextField } from '../fields';
import { hasMeasures, mappedFields, measureField } from '../../../../widgets/data/mapping';
import { fieldsOf, rowsAt } from '../../../../widgets/data/rows';
import { applyTransform, displayName, drawnTransform } from '../../../../widgets/data/transform';
import {
  NO_FILTERS,
  useApiSourceState,
  useSourceState,
  useWorksheetSourceState,
} from '../../../../widgets/data/useSourceData';
import { currentLanguage } from '../../../../i18n';
import { pushRows, usePushed, withPush } from '../../../../widgets/runtime/pushFeed';
import type { WidgetDataSpec } from '../../../../widgets/types';
import { ApiSourceFields } from './ApiSourceFields';
import { FieldPicker, FieldsPicker } from './FieldPicker';
import { HttpSourceFields } from './HttpSourceFields';
import { ListenField } from './ListenField';
import { PreviewTable } from './PreviewTable';
import { PushSourceFields } from './PushSourceFields';
import { StaticJsonField } from './StaticJsonField';
import { TransformFields } from './TransformFields';
import { WorksheetSourceFields } from './WorksheetSourceFields';
import { aggregateColumns, mappingFor } from './worksheetSourceModel';

const useStyles = makeStyles({
  source: { color: tokens.colorNeutralForeground2 },
  // Five sources do not fit the panel's width on one line.
  tabs: { flexWrap: 'wrap' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

const ROLE_LABEL = {
  category: 'widgets.data.category',
  category2: 'widgets.data.category2',
  value: 'widgets.data.value',
  detail: 'widgets.data.detail',
  lat: 'widgets.data.lat',
  lon: 'widgets.data.lon',
} as const;

type SourceKind = DataBinding['source'];

const NO_GROUP_VALUES = Object.freeze({});

/** What identifies a binding's source: a mapping is drawn from the answer once per new source. */
function sourceKey(binding: DataBinding): string {
  switch (binding.source) {
    case 'api':
      return `api:${JSON.stringify(binding.api)}`;
    case 'push':
      return `push:${binding.push.channel_id}`;
    default:
      return '';
  }
}

/**
 * The data tab: the source (static JSON, an HTTP API polled through the server's proxy, a
 * stored data API run by id, an aggregate of a worksheet, or a push channel's last payload; the
 * fetched answer shown live), the field mapping (only the roles the type reads), the
 * transform, display names and a live preview of what the widget will draw. Every change
 * commits the whole binding (one undo step).
 */
export function DataPanel({
  spec,
  data,
  widgetId,
  onChange,
  onMapped,
}: {
  spec: WidgetDataSpec;
  data: Record<string, unknown>;
  widgetId?: string;
  onChange: (binding: DataBinding) => void;
  /** Told the mapping drawn from a new source's answer (a KPI takes its value field's name as label). */
  onMapped?: (mapping: FieldMapping) => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const parsed = useMemo(
    () => dataBindingSchema.safeParse('source' in data ? data : spec.defaults(language)),
    [data, spec, language],
  );
  const current = parsed.success ? parsed.data : null;
  const [kind, setKind] = useState<SourceKind>(current?.source ?? 'static');
  useEffect(() => setKind(current?.source ?? 'static'), [current?.source]);
  // Named by its widget, so header values shown masked are filled in by the server (on the stored URL).
  const asker = widgetId ? { widgetId, values: NO_GROUP_VALUES } : undefined;
  const fetchedHttp = useSourceState(current?.source === 'http' ? current.http : null, asker);
  // Group-bound parameters have no value here: the API's defaults apply in the preview.
  const fetchedApi = useApiSourceState(current?.source === 'api' ? current.api : null, asker);
  const fetchedWorksheet = useWorksheetSourceState(
    current?.source === 'worksheet' ? current.worksheet : null,
    current?.transform.filter ?? NO_FILTERS,
    asker,
  );
  const fetched = fetchedHttp ?? fetchedApi ?? fetchedWorksheet;
  // A push channel's last payload on this page (the initial rows until one arrives).
  const pushed = usePushed(current?.source === 'push' ? current.push.channel_id : '');
  const [declaredFields, setDeclaredFields] = useState<string[]>([]);
  /** The source just chosen, whose answer's fields the mapping is to be drawn from once it comes. */
  const mapOnAnswer = useRef('');
  /** Commits a new source; its mapping follows the answer (below). */
  const chooseSource = (next: DataBinding) => {
    mapOnAnswer.current = sourceKey(next);
    onChange(next);
  };
  const answer =
    current === null || current.source === 'static' || current.source === 'worksheet'
      ? undefined
      : current.source === 'push'
        ? pushRows(current, pushed)
        : (fetched?.data as JsonValue | undefined);
  const answerRows = useMemo(() => {
    if (answer === undefined || current === null) return [];
    const at = rowsAt(answer, current.mapping.path);
    return 'rows' in at ? at.rows : [];
  }, [answer, current]);
  // Once the answer of a newly chosen source is here, the mapping reads its fields.
  useEffect(() => {
    if (current === null || !mapOnAnswer.current || mapOnAnswer.current !== sourceKey(current)) return;
    const shape = shapeOf(answerRows, current.source === 'api' ? declaredFields : []);
    if (shape.length === 0) return;
    mapOnAnswer.current = '';
    const mapping = mappingFromShape(shape, spec.roles, current.mapping);
    onChange({ ...current, mapping });
    onMapped?.(mapping);
  }, [answerRows, declaredFields, current, spec.roles, onChange, onMapped]);
  const reset = (
    <Button
      size="small"
      appearance="subtle"
      icon={<ArrowCounterclockwise16Regular />}
      onClick={() => onChange(spec.defaults(language))}
    >
      {t('widgets.data.resetSample')}
    </Button>
  );
  if (!parsed.success) {
    return (
      <Section title={t('widgets.data.source')}>
        <Caption1 className={styles.problem} role="alert">
          {t('widgets.state.invalidBinding')}
        </Caption1>
        {reset}
      </Section>
    );
  }
  const binding = parsed.data;
  const { mapping, transform } = binding;
  const payload: JsonValue | undefined =
    binding.source === 'static'
      ? binding.static
      : binding.source === 'push'
        ? pushRows(binding, pushed)
        : (fetched?.data as JsonValue | undefined);
  const found = payload === undefined ? { rows: [] } : rowsAt(payload, mapping.path);
  const sourceRows = 'rows' in found ? found.rows : [];
  // Fields known before any row came back: a data API's declared ones, a worksheet aggregate's columns.
  const fields =
    binding.source === 'api'
      ? [...new Set([...fieldsOf(sourceRows), ...declaredFields])]
      : binding.source === 'worksheet'
        ? [...new Set([...aggregateColumns(binding.worksheet), ...fieldsOf(sourceRows)])]
        : fieldsOf(sourceRows);
  const rows = applyTransform(sourceRows, drawnTransform(binding), measureField(mapping, spec.roles));
  // Until the first push, a push binding without initial rows waits for data, as the wall says.
  const waiting = binding.source === 'push' && withPush(binding, pushed, spec.roles).waiting === true;
  const setMapping = (patch: Partial<FieldMapping>) => onChange({ ...binding, mapping: { ...mapping, ...patch } });
  /** A field the user picks for a role: the answer's arrival no longer maps over it. */
  const pickField = (patch: Partial<FieldMapping>) => {
    mapOnAnswer.current = '';
    setMapping(patch);
  };
  // Fields the mapping reads that an answer in hand lacks: said, never drawn as "no data".
  const missing = sourceRows.length > 0 ? missingFields(mapping, spec.roles, fields) : [];
  const mapFromAnswer = () => {
    const next = mappingFromShape(
      shapeOf(sourceRows, binding.source === 'api' ? declaredFields : []),
      spec.roles,
      mapping,
    );
    onChange({ ...binding, mapping: next });
    onMapped?.(next);
  };
  const measures = mappedFields(
    mapping,
    spec.roles.filter((role) => role === 'series' || role === 'value'),
  );
  const columns = mappedFields(mapping, spec.roles).map((field) => ({
    field,
    name: displayName(field, transform.rename),
  }));
  return (
    <>
      <Section title={t('widgets.data.source')}>
        <TabList
          size="small"
          className={styles.tabs}
          selectedValue={kind}
          onTabSelect={(_, tab) => setKind(tab.value as SourceKind)}
          aria-label={t('widgets.data.source')}
        >
          <Tab value="static">{t('widgets.data.sources.static')}</Tab>
          <Tab value="http">{t('widgets.data.sources.http')}</Tab>
          <Tab value="api">{t('widgets.data.sources.api')}</Tab>
          <Tab value="worksheet">{t('widgets.data.sources.worksheet')}</Tab>
          <Tab value="push" data-testid="data-source-push">
            {t('widgets.data.sources.push')}
          </Tab>
        </TabList>
        {kind === 'static' ? (
          <StaticJsonField
            value={binding.source === 'static' ? binding.static : (payload ?? [])}
            onCommit={(value) =>
              onChange({ source: 'static', listen: binding.listen, static: value, mapping, transform })
            }
          />
        ) : (
          <>
            {kind === 'push' ? (
              <>
                <PushSourceFields
                  source={binding.source === 'push' ? binding.push : null}
                  onCommit={(push) =>
                    chooseSource({
                      source: 'push',
                      listen: binding.listen,
                      push,
                      initial: binding.source === 'push' ? binding.initial : [],
                      mapping,
                      transform,
                    })
                  }
                />
                {binding.source === 'push' ? (
                  <StaticJsonField
                    label={t('widgets.data.push.initial')}
                    value={binding.initial}
                    onCommit={(value) =>
                      onChange({
                        ...binding,
                        initial: (Array.isArray(value) ? value : [value]).slice(0, PUSH_INITIAL_MAX_ROWS),
                      })
                    }
                  />
                ) : null}
              </>
            ) : kind === 'http' ? (
              <HttpSourceFields
                source={binding.source === 'http' ? binding.http : null}
                onCommit={(http) => onChange({ source: 'http', listen: binding.listen, http, mapping, transform })}
              />
            ) : kind === 'worksheet' ? (
              <WorksheetSourceFields
                source={binding.source === 'worksheet' ? binding.worksheet : null}
                onCommit={(worksheet) =>
                  onChange({
                    source: 'worksheet',
                    listen: binding.listen,
                    worksheet,
                    mapping: mappingFor(mapping, worksheet),
                    transform,
                  })
                }
              />
            ) : (
              <ApiSourceFields
                source={binding.source === 'api' ? binding.api : null}
                listen={binding.listen}
                onDeclaredFields={setDeclaredFields}
                onCommit={(api) => chooseSource({ source: 'api', listen: binding.listen, api, mapping, transform })}
              />
            )}
            {binding.source === kind ? (
              fetched?.status === 'loading' ? (
                <Spinner size="tiny" label={t('widgets.state.loading')} labelPosition="after" />
              ) : fetched?.errorCode !== undefined ? (
                <Caption1 className={styles.problem} role="alert">
                  {errorText(fetched.errorCode, currentLanguage())}
                </Caption1>
              ) : fetched?.fetchedAt !== undefined ? (
                <Caption1 className={styles.source}>
                  {t('widgets.data.http.fetchedAt', { time: new Date(fetched.fetchedAt).toLocaleTimeString() })}
                </Caption1>
              ) : null
            ) : null}
          </>
        )}
        <ListenField value={binding.listen} onChange={(listen) => onChange({ ...binding, listen })} />
        {reset}
      </Section>
      <Section title={t('widgets.data.mapping')}>
        {missing.length > 0 ? (
          <MessageBar intent="warning" data-testid="mapping-missing">
            <MessageBarBody>{t('widgets.data.missingFields', { fields: missing.join(', ') })}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={mapFromAnswer}>
                {t('widgets.data.mapFromAnswer')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        <TextField
          label={t('widgets.data.path')}
          value={mapping.path}
          maxLength={256}
          placeholder={t('widgets.data.pathHint')}
          onCommit={(path) => setMapping({ path: path.trim() })}
        />
        {spec.roles.map((role: MappingRole) =>
          role === 'series' ? (
            <FieldsPicker
              key={role}
              label={t('widgets.data.series')}
              fields={fields}
              value={mapping.series}
              onChange={(series) => pickField({ series })}
            />
          ) : role === 'detail' ? (
            <FieldPicker
              key={role}
              label={t(ROLE_LABEL[role])}
              fields={fields}
              value={mapping.detail}
              placeholder={t('widgets.data.noDetail')}
              onChange={(detail) => pickField({ detail })}
            />
          ) : (
            <FieldPicker
              key={role}
              label={t(ROLE_LABEL[role])}
              fields={fields}
              value={mapping[role]}
              onChange={(field) => pickField({ [role]: field })}
            />
          ),
        )}
      </Section>
      <Section title={t('widgets.data.transform')}>
        <TransformFields
          transform={transform}
          fields={fields}
          onChange={(next) => onChange({ ...binding, transform: next })}
        />
      </Section>
      {measures.length > 0 ? (
        <Section title={t('widgets.data.rename')}>
          {measures.map((field) => (
            <TextField
              key={field}
              label={t('widgets.data.renameHint', { field })}
              value={transform.rename[field] ?? ''}
              maxLength={64}
              placeholder={field}
              onCommit={(name) =>
                onChange({
                  ...binding,
                  transform: { ...transform, rename: { ...transform.rename, [field]: name.trim() } },
                })
              }
            />
          ))}
        </Section>
      ) : null}
      <Section title={t('widgets.data.preview')}>
        {'problem' in found ? (
          <Caption1 className={styles.problem} role="alert">
            {t(found.problem === 'pathMissing' ? 'widgets.state.pathMissing' : 'widgets.state.notArray')}
          </Caption1>
        ) : waiting ? (
          <Caption1 className={styles.source} data-testid="data-preview-waiting">
            {t('widgets.state.waiting')}
          </Caption1>
        ) : hasMeasures(rows, mapping, spec.roles) || rows.length === 0 ? (
          <PreviewTable rows={rows} columns={columns} />
        ) : (
          <>
            <Caption1 className={styles.problem}>{t('widgets.state.empty')}</Caption1>
            <PreviewTable rows={rows} columns={columns} />
          </>
        )}
      </Section>
    </>
  );
}
