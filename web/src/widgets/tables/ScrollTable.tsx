import { memo, useEffect, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ScrollTableAttr } from '../../../../shared/widgets/tables.js';
import { useReducedMotion, useStill } from '../../hooks/useReducedMotion';
import { withAlpha } from '../common/colour';
import { accentOf, fitFont } from '../common/theme';
import { cellTextOf, fieldsOf } from '../data/rows';
import { displayName } from '../data/transform';
import type { WidgetRenderProps } from '../types';
import { columnWeights, scrolls, scrollWindow } from './scrollWindow';

/**
 * A column's flex: based on its content width (about 0.62 em a character), sharing spare room
 * equally, and giving up room in proportion to the square of its width when space is short, so
 * long texts are cut before short codes and times.
 */
const columnFlex = (weight: number) => `1 ${weight} ${(weight * 0.62).toFixed(2)}em`;

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
    fontVariantNumeric: 'tabular-nums',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
  },
  body: { position: 'relative', flex: 1, minHeight: 0, overflow: 'hidden' },
  row: { position: 'absolute', left: 0, right: 0, display: 'flex', alignItems: 'center', boxSizing: 'border-box' },
  moving: {
    transitionProperty: 'top',
    transitionDuration: '600ms',
    transitionTimingFunction: 'cubic-bezier(0.4, 0, 0.2, 1)',
  },
  // A line height of its own: the clipping box keeps the descenders (g, y) a tight inherited one cut.
  cell: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.35 },
  indexCell: { flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  badge: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '4px',
    fontWeight: tokens.fontWeightBold,
  },
});

/**
 * Scrolling board: the rows as a table that moves up by one row every `interval` seconds when
 * there are more than fit, the first `highlightTop` rows with accent badges, zebra stripes.
 * The timer is the only state; it stops on unmount, and does not run where widgets keep still.
 */
function ScrollTableView({ attr: raw, width, height, theme, data }: WidgetRenderProps) {
  const styles = useStyles();
  const attr = raw as ScrollTableAttr;
  const reduced = useReducedMotion();
  const still = useStill();
  const rows = data.rows;
  const rename = data.binding?.transform.rename ?? {};
  const columns = attr.columns.length ? attr.columns : fieldsOf(rows);
  const headers = columns.map((field) => displayName(field, rename));
  const weights = columnWeights(
    headers,
    rows.slice(0, 50).map((row) => columns.map((field) => cellTextOf(row[field]))),
  );
  const visible = Math.min(attr.rowsVisible, Math.max(1, rows.length));
  // Held still on the editor's canvas: the board shows its first rows.
  const moving = scrolls(rows.length, attr.rowsVisible) && !still;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), attr.interval * 1000);
    return () => clearInterval(timer);
  }, [moving, attr.interval]);

  const accent = accentOf(attr.accent, theme);
  // Rows set the size, unless the columns would not fit the width at it.
  const rowHeightGuess = height / (attr.rowsVisible + (attr.header ? 0.8 : 0));
  const font = Math.min(
    fitFont(rowHeightGuess, 0.36, 12, 30),
    fitFont(width / Math.max(1, columns.length + (attr.index ? 0.5 : 0)), 0.14, 12, 30),
  );
  const headerHeight = attr.header ? Math.round(font * 2.4) : 0;
  const rowHeight = (height - headerHeight) / attr.rowsVisible;
  const pad = Math.round(font * 0.7);
  const indexWidth = Math.round(font * 3);
  const slots = scrollWindow(rows.length, visible, tick);

  return (
    <div className={styles.root} style={{ color: theme.text, fontSize: font }}>
      {attr.header ? (
        <div
          className={styles.header}
          style={{
            height: headerHeight,
            color: theme.light ? theme.text : accent,
            background: `linear-gradient(90deg, ${withAlpha(accent, 0.28)}, ${withAlpha(accent, 0.08)})`,
            borderBottom: `1px solid ${withAlpha(accent, 0.6)}`,
            paddingRight: pad,
          }}
        >
          {attr.index ? (
            <div className={styles.indexCell} style={{ width: indexWidth }}>
              #
            </div>
          ) : (
            <div style={{ width: pad }} />
          )}
          {headers.map((header, index) => (
            <div
              key={columns[index]}
              className={styles.cell}
              style={{ flex: columnFlex(weights[index]!), paddingRight: pad }}
            >
              {header}
            </div>
          ))}
        </div>
      ) : null}
      <div className={styles.body}>
        {slots.map(({ key, row, slot }) => {
          const record = rows[row]!;
          const top = row < attr.highlightTop;
          const badge = Math.round(Math.min(rowHeight * 0.62, font * 1.7));
          return (
            <div
              key={key}
              className={mergeClasses(styles.row, moving && !reduced && styles.moving)}
              style={{
                top: slot * rowHeight,
                height: rowHeight,
                paddingRight: pad,
                background: attr.zebra && row % 2 === 1 ? withAlpha(accent, theme.light ? 0.06 : 0.08) : undefined,
                borderBottom: `1px solid ${theme.grid}`,
              }}
            >
              {attr.index ? (
                <div className={styles.indexCell} style={{ width: indexWidth }}>
                  <span
                    className={styles.badge}
                    style={{
                      width: badge,
                      height: badge,
                      fontSize: Math.round(font * 0.85),
                      ...(top
                        ? {
                            background: accent,
                            color: theme.background,
                            boxShadow: theme.light
                              ? undefined
                              : `0 0 ${Math.round(font * 0.6)}px ${withAlpha(accent, 0.6)}`,
                          }
                        : { border: `1px solid ${theme.axis}`, color: theme.mutedText }),
                    }}
                  >
                    {row + 1}
                  </span>
                </div>
              ) : (
                <div style={{ width: pad }} />
              )}
              {columns.map((field, index) => (
                <div
                  key={field}
                  className={styles.cell}
                  style={{
                    flex: columnFlex(weights[index]!),
                    paddingRight: pad,
                    color: index === 0 ? theme.text : theme.mutedText,
                  }}
                >
                  {cellTextOf(record[field])}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export const ScrollTable = memo(ScrollTableView);
