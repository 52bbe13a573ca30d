import { useState } from 'react';
import {
  Body1Strong,
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  Dismiss24Regular,
  PlugDisconnected48Regular,
  Table48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { SQL_LIMITS } from '../../../../shared/datasource/connection.js';
import { engineInfoOf } from '../../../../shared/datasource/types.js';
import { usePreview, useSchemas, type TableRef } from '../../api/datasources';
import { isRpcError } from '../../api/errors';
import { reportError } from '../../app/reportError';
import { ChartThisButton } from '../../drafts/ChartThisButton';
import { defaultSchema } from '../dataApi/sqlCatalog';
import { keyOf, useChartThis } from '../../drafts/useChartThis';
import { EmptyState } from '../common/EmptyState';
import { connectionAddress } from './connectionForm';
import { PreviewGrid } from './PreviewGrid';
import { SchemaTree } from './SchemaTree';
import { TypeBadge } from './TypeBadge';

const useStyles = makeStyles({
  drawer: { width: 'min(1240px, calc(100vw - 64px))' },
  header: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  titleText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  address: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  body: {
    display: 'grid',
    gridTemplateColumns: '300px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
    height: '100%',
    minHeight: 0,
    boxSizing: 'border-box',
  },
  tree: {
    overflow: 'auto',
    minHeight: 0,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingRight: tokens.spacingHorizontalS,
  },
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0, minWidth: 0 },
  previewHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  chartThis: { marginLeft: 'auto' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
  center: { flex: 1, display: 'grid', placeItems: 'center' },
  failed: { height: '100%', display: 'grid', placeItems: 'center' },
});

/** Schemas → tables → columns of a connection, and the first rows of the table picked. */
export function SchemaBrowser({ connection, onClose }: { connection: DatasourceSummary | null; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <OverlayDrawer
      open={connection !== null}
      position="end"
      className={styles.drawer}
      onOpenChange={(_, data) => (data.open ? undefined : onClose())}
      data-testid="schema-browser"
    >
      {connection ? (
        <>
          <DrawerHeader className={styles.header}>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={t('common.close')}
                  icon={<Dismiss24Regular />}
                  onClick={onClose}
                />
              }
            >
              <span className={styles.title}>
                <TypeBadge type={connection.type} />
                <span className={styles.titleText}>
                  <span>{connection.name}</span>
                  <Caption1 className={styles.address}>{connectionAddress(connection.settings)}</Caption1>
                </span>
              </span>
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            <BrowserBody key={connection._id} connection={connection} />
          </DrawerBody>
        </>
      ) : null}
    </OverlayDrawer>
  );
}

function BrowserBody({ connection }: { connection: DatasourceSummary }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const schemas = useSchemas(connection._id);
  const [selected, setSelected] = useState<TableRef | null>(null);
  const drafting = useChartThis();
  // A dashboard is drafted with SQL aggregates, where the engine supports them (not MongoDB's queries).
  const chart = engineInfoOf(connection.type)?.supports.drafts
    ? {
        busy: (ref: TableRef) => drafting.busy === keyOf({ kind: 'table', connection, ref }),
        run: (ref: TableRef) => void drafting.chart({ kind: 'table', connection, ref }).catch(reportError),
      }
    : undefined;

  if (schemas.error) {
    return (
      <div className={styles.failed}>
        <EmptyState
          testId="browser-failed"
          icon={<PlugDisconnected48Regular />}
          title={t('datasources.browser.failed')}
          hint={isRpcError(schemas.error) ? schemas.error.message : undefined}
          actions={
            <Button icon={<ArrowClockwise20Regular />} onClick={() => void schemas.mutate()}>
              {t('datasources.empty.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <nav className={styles.tree} aria-label={t('datasources.browser.tree')}>
        {schemas.data ? (
          <SchemaTree
            id={connection._id}
            schemas={schemas.data}
            initialSchema={defaultSchema(schemas.data, connection.settings)}
            selected={selected}
            onSelect={setSelected}
            {...(chart ? { onChart: chart.run } : {})}
          />
        ) : (
          <Spinner size="small" label={t('datasources.browser.loadingSchemas')} />
        )}
      </nav>
      <section className={styles.preview} aria-label={t('datasources.browser.preview')}>
        {selected ? (
          <TablePreview id={connection._id} table={selected} chart={chart} />
        ) : (
          <div className={styles.center}>
            <EmptyState
              icon={<Table48Regular />}
              title={t('datasources.browser.pickTitle')}
              hint={t('datasources.browser.pickHint', { rows: SQL_LIMITS.previewRowCap })}
            />
          </div>
        )}
      </section>
    </div>
  );
}

/** How the browser drafts a dashboard of a table, when the connection's engine can. */
interface TableCharting {
  busy: (ref: TableRef) => boolean;
  run: (ref: TableRef) => void;
}

function TablePreview({ id, table, chart }: { id: string; table: TableRef; chart: TableCharting | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const preview = usePreview(id, table);
  const label = `${table.schema}.${table.table}`;
  return (
    <>
      <div className={styles.previewHead}>
        <Body1Strong className={styles.mono} data-testid="preview-title">
          {label}
        </Body1Strong>
        {preview.data ? (
          <Caption1 className={styles.muted}>
            {t(preview.data.truncated ? 'datasources.browser.rowsCut' : 'datasources.browser.rows', {
              count: preview.data.rows.length,
              ms: preview.data.elapsed_ms,
            })}
          </Caption1>
        ) : null}
        {chart ? (
          <span className={styles.chartThis}>
            <ChartThisButton name={table.table} busy={chart.busy(table)} onChart={() => chart.run(table)} />
          </span>
        ) : null}
      </div>
      {preview.error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {isRpcError(preview.error) ? preview.error.message : t('datasources.browser.previewFailed')}
          </MessageBarBody>
        </MessageBar>
      ) : preview.data ? (
        <PreviewGrid result={preview.data} label={label} />
      ) : (
        <Spinner size="small" label={t('datasources.browser.loadingRows')} />
      )}
    </>
  );
}
