import { useEffect, useRef } from 'react';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Play16Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ApiParam, ApiRunResult } from '../../../../shared/acts/data-api.js';
import { cellText, resultTable } from './testResult';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0, marginRight: 'auto' },
  values: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  kbd: { color: tokens.colorNeutralForeground3 },
  stats: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grid: {
    overflow: 'auto',
    maxHeight: '360px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  headCell: { position: 'sticky', top: 0, backgroundColor: tokens.colorNeutralBackground3, zIndex: 1 },
  colType: { display: 'block', color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  cell: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap', maxWidth: '320px', overflow: 'hidden' },
  null: { color: tokens.colorNeutralForeground4, fontStyle: 'italic' },
  numberHead: { flexGrow: 1, width: '100%', textAlign: 'right' },
  number: { justifyContent: 'flex-end', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  json: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '360px',
    overflow: 'auto',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  detail: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

export type TestState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: ApiRunResult }
  | { status: 'failed'; code: number; text: string; detail: string };

interface Props {
  params: ApiParam[];
  inputs: Record<string, string>;
  onInput: (name: string, value: string) => void;
  state: TestState;
  onRun: () => void;
}

const INPUT_TYPE = { date: 'date', datetime: 'datetime-local', number: 'number' } as const;

/** Values for the parameters, Run, and what the unsaved definition answered (brought into view when it comes). */
export function TestPanel({ params, inputs, onInput, state, onRun }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const named = params.filter((param) => param.name !== '');
  const outcome = useRef<HTMLDivElement>(null);
  const answered = state.status === 'done' || state.status === 'failed';
  useEffect(() => {
    if (answered) outcome.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [answered, state]);

  return (
    <section className={styles.root} aria-label={t('dataApi.test.title')} data-testid="test-panel">
      <div className={styles.head}>
        <Subtitle2 as="h3" className={styles.title}>
          {t('dataApi.test.title')}
        </Subtitle2>
        <Caption1 className={styles.kbd}>{t('dataApi.test.shortcut')}</Caption1>
        <Button
          appearance="primary"
          icon={state.status === 'running' ? <Spinner size="tiny" appearance="inverted" /> : <Play16Filled />}
          disabledFocusable={state.status === 'running'}
          onClick={onRun}
          data-testid="test-run"
        >
          {t('dataApi.test.run')}
        </Button>
      </div>
      {named.length > 0 ? (
        <div className={styles.values}>
          {named.map((param) => (
            <Field
              key={param.name}
              label={`:${param.name}`}
              required={param.required}
              hint={param.default ? t('dataApi.test.defaultIs', { value: param.default }) : undefined}
            >
              {param.type === 'boolean' ? (
                <Select value={inputs[param.name] ?? ''} onChange={(_, data) => onInput(param.name, data.value)}>
                  <option value="">{t('dataApi.test.unset')}</option>
                  <option value="true">true</option>
                  <option value="false">false</option>
                </Select>
              ) : (
                <Input
                  type={param.type in INPUT_TYPE ? INPUT_TYPE[param.type as keyof typeof INPUT_TYPE] : 'text'}
                  value={inputs[param.name] ?? ''}
                  placeholder={param.type === 'list' ? t('dataApi.params.listHint') : undefined}
                  onChange={(_, data) => onInput(param.name, data.value)}
                  data-testid={`test-value-${param.name}`}
                />
              )}
            </Field>
          ))}
        </div>
      ) : null}
      <div ref={outcome} className={styles.root} data-testid="test-outcome">
        <TestOutcome state={state} />
      </div>
    </section>
  );
}

function TestOutcome({ state }: { state: TestState }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (state.status === 'idle') return <Body1 className={styles.kbd}>{t('dataApi.test.idle')}</Body1>;
  if (state.status === 'running') return <Spinner size="small" label={t('dataApi.test.running')} />;
  if (state.status === 'failed')
    return (
      <MessageBar intent="error" data-testid="test-error" data-code={state.code}>
        <MessageBarBody>
          <MessageBarTitle>{state.text}</MessageBarTitle>
          {state.detail ? <div className={styles.detail}>{state.detail}</div> : null}
        </MessageBarBody>
      </MessageBar>
    );
  const { result } = state;
  const table = resultTable(result);
  const count = Array.isArray(result.data) ? result.data.length : null;
  return (
    <>
      <div className={styles.stats} data-testid="test-stats">
        {count !== null ? <Badge appearance="tint">{t('dataApi.test.rows', { count })}</Badge> : null}
        <Badge appearance="tint" color="informative">
          {t('dataApi.test.elapsed', { ms: result.elapsed_ms })}
        </Badge>
        <Badge appearance="tint" color={result.cached ? 'warning' : 'success'}>
          {result.cached ? t('dataApi.test.cached') : t('dataApi.test.fresh')}
        </Badge>
        {result.truncated ? (
          <Badge appearance="tint" color="danger">
            {t('dataApi.test.truncated')}
          </Badge>
        ) : null}
        {table && table.total > table.rows.length ? (
          <Caption1 className={styles.kbd}>{t('dataApi.test.firstRows', { count: table.rows.length })}</Caption1>
        ) : null}
      </div>
      {table ? (
        <div className={styles.grid} data-testid="test-grid">
          <Table size="extra-small" noNativeElements={false}>
            <TableHeader>
              <TableRow>
                {table.columns.map((column) => (
                  <TableHeaderCell key={column.name} className={styles.headCell}>
                    <span className={table.numeric.has(column.name) ? styles.numberHead : undefined}>
                      {column.name}
                      {column.type ? <span className={styles.colType}>{column.type}</span> : null}
                    </span>
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {table.rows.map((row, index) => (
                <TableRow key={index}>
                  {table.columns.map((column) => {
                    const value = row[column.name];
                    return (
                      <TableCell
                        key={column.name}
                        className={mergeClasses(styles.cell, table.numeric.has(column.name) && styles.number)}
                      >
                        <span className={value === null || value === undefined ? styles.null : undefined}>
                          {cellText(value)}
                        </span>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <pre className={styles.json}>{JSON.stringify(result.data, null, 2)}</pre>
      )}
    </>
  );
}
