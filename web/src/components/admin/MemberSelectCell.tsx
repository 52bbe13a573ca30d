import { makeStyles, Option, Spinner, tokens, Tooltip } from '@fluentui/react-components';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import type { RowData } from '../common/EntityTable';
import { Dropdown } from '../common/Dropdown';

/**
 * The selectors of a member's row (role, clearance, department): each fills its own cell and no
 * more, so neighbouring selectors keep the table's cell padding between them (the kit's 250 px
 * minimum width pushed one into the next column); a spinner sits beside it while it saves.
 */
const useStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  dropdown: { flex: 1, minWidth: 0, maxWidth: '100%' },
  locked: { display: 'flex', minWidth: 0, borderRadius: tokens.borderRadiusMedium },
});

/**
 * One of them: a dropdown of `options`, or, when `lock` names the refusal the server would give,
 * the same control disabled with that reason as its description.
 */
export function MemberSelectCell({
  label,
  current,
  selected,
  options,
  lock,
  busy,
  testId,
  data,
  onSelect,
}: {
  /** The control's accessible name (it names the member). */
  label: string;
  /** The text of the current value. */
  current: string;
  selected: string;
  options: readonly { value: string; text: string }[];
  /** A catalogue code when the member's value may not be changed by the caller. */
  lock: number | undefined;
  busy: boolean;
  /** The dropdown's test id; `<testId>-locked` when locked. */
  testId: string;
  data?: RowData;
  onSelect: (value: string | undefined) => void;
}) {
  const { language } = usePreferences();
  const styles = useStyles();
  if (lock !== undefined)
    return (
      <Tooltip content={errorText(lock, language)} relationship="description">
        <span className={styles.locked} tabIndex={0} data-testid={`${testId}-locked`} {...data}>
          <Dropdown className={styles.dropdown} value={current} disabled aria-label={label} />
        </span>
      </Tooltip>
    );
  return (
    <div className={styles.cell}>
      <Dropdown
        className={styles.dropdown}
        value={current}
        selectedOptions={[selected]}
        disabled={busy}
        aria-label={label}
        data-testid={testId}
        {...data}
        onOptionSelect={(_, option) => onSelect(option.optionValue)}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.text}
          </Option>
        ))}
      </Dropdown>
      {busy ? <Spinner size="extra-tiny" /> : null}
    </div>
  );
}
