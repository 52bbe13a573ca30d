import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Field,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { ArrowDown16Regular, ArrowUp16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MOBILE_RULE_MODES, mobileGroupArgs, type MobileRuleMode } from '../../../../shared/acts/group.js';
import { firstErrorCode } from '../../../../shared/validation/issues.js';
import { useMobileRules, useMobileRulesCalls } from '../../api/mobileRules';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import type { FormError } from '../../forms/formError';
import { stepIds } from '../../screenList/groupOrder';
import { chosenInOrder, initialChoice, toggleChosen, type RuleChoice } from '../../screenList/mobileRulesOrder';
import { FormAlert } from '../common/FormAlert';
import { GroupScreensDialog, GroupScreensDialogActions, useGroupScreensDialogStyles } from './GroupScreensDialog';

const useStyles = makeStyles({
  rowColumns: {
    gridTemplateColumns: 'auto 1fr auto auto',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  position: { color: tokens.colorNeutralForeground3, minWidth: '2ch', textAlign: 'end' },
});

interface Group {
  _id: string;
  name: string;
}

/**
 * A group's mobile display rules (`v1/group/mobile_group`): whether a phone plays the group's
 * mobile screens or its wall screens reflowed, which of them and in which order. Clearing them
 * lets a phone play what a wall plays.
 */
export function MobileRulesDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <GroupScreensDialog open={group !== null} busy={busy} onClose={onClose} testId="mobile-rules-dialog">
      {group ? <RulesLoader group={group} busy={busy} setBusy={setBusy} onClose={onClose} /> : null}
    </GroupScreensDialog>
  );
}

interface FormProps {
  group: Group;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
}

/** Waits for the rules and both lists, so the form starts from what is stored. */
function RulesLoader(props: FormProps) {
  const { t } = useTranslation();
  const loaded = useMobileRules(props.group._id);
  if (loaded.loaded && loaded.rules !== undefined)
    return <RulesForm {...props} loaded={{ ...loaded, rules: loaded.rules }} />;
  return (
    <DialogBody>
      <DialogTitle>{t('mobileRules.title', { name: props.group.name })}</DialogTitle>
      <DialogContent>
        {loaded.error ? (
          <FormAlert error={{ code: 0, message: t('mobileRules.loadFailed'), intent: 'error' }} />
        ) : (
          <Skeleton aria-label={t('common.loading')}>
            {[0, 1, 2].map((i) => (
              <SkeletonItem key={i} size={32} />
            ))}
          </Skeleton>
        )}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

type Loaded = ReturnType<typeof useMobileRules> & {
  rules: NonNullable<ReturnType<typeof useMobileRules>['rules']> | null;
};

function RulesForm({ group, busy, setBusy, onClose, loaded }: FormProps & { loaded: Loaded }) {
  const { t } = useTranslation();
  const frame = useGroupScreensDialogStyles();
  const styles = useStyles();
  const calls = useMobileRulesCalls();
  const names = new Map(
    [...(loaded.screens.mobile ?? []), ...(loaded.screens.reflow ?? [])].map((s) => [s._id, s.name]),
  );
  const startMode: MobileRuleMode =
    loaded.rules?.mode ??
    ((loaded.screens.mobile ?? []).length > 0 || !loaded.screens.reflow?.length ? 'mobile' : 'reflow');
  const [mode, setMode] = useState<MobileRuleMode>(startMode);
  const [choices, setChoices] = useState<Record<MobileRuleMode, RuleChoice>>(() => ({
    mobile: initialChoice(
      'mobile',
      (loaded.screens.mobile ?? []).map((s) => s._id),
      loaded.rules,
    ),
    reflow: initialChoice(
      'reflow',
      (loaded.screens.reflow ?? []).map((s) => s._id),
      loaded.rules,
    ),
  }));
  const [failure, setFailure] = useState<FormError | null>(null);
  const choice = choices[mode];
  const update = (next: RuleChoice) => setChoices((current) => ({ ...current, [mode]: next }));
  const played = chosenInOrder(choice);
  // After a move the row's button keeps the focus, or its other arrow once it is at an end.
  const list = useRef<HTMLUListElement>(null);
  const [moved, setMoved] = useState<{ id: string; step: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const row = list.current?.querySelector(`[data-screen-id="${CSS.escape(moved.id)}"]`);
    const buttons = [`[data-step="${moved.step}"]`, `[data-step="${-moved.step}"]`].map((selector) =>
      row?.querySelector<HTMLButtonElement>(selector),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
    setMoved(null);
  }, [moved]);
  const move = (id: string, step: -1 | 1) => {
    update({ ...choice, order: stepIds(choice.order, id, step) ?? choice.order });
    setMoved({ id, step });
  };

  const send = async (screens: string[], doneKey: 'mobileRules.saved' | 'mobileRules.cleared') => {
    setFailure(null);
    const input = { _id: group._id, mode, screens };
    const checked = mobileGroupArgs.safeParse(input);
    if (!checked.success)
      return setFailure({ code: firstErrorCode(checked.error, input), message: '', intent: 'error' });
    setBusy(true);
    try {
      await calls.save(group._id, mode, screens);
      notify('success', t(doneKey, { name: group.name }));
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure({
        code: isRpcError(error) ? error.code : 0,
        message: isRpcError(error) ? error.message : t('errors.actionFailed'),
        intent: 'error',
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void send(played, 'mobileRules.saved');
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{t('mobileRules.title', { name: group.name })}</DialogTitle>
        <DialogContent className={frame.content}>
          <FormAlert error={failure} />
          <Field label={t('mobileRules.modeLabel')}>
            <RadioGroup
              value={mode}
              disabled={busy}
              onChange={(_, data) => setMode(data.value === 'reflow' ? 'reflow' : 'mobile')}
              data-testid="mobile-rules-mode"
            >
              {MOBILE_RULE_MODES.map((value) => (
                <Radio key={value} value={value} label={t(`mobileRules.mode.${value}`)} />
              ))}
            </RadioGroup>
          </Field>
          <div className={frame.section}>
            <Subtitle2>{t(`mobileRules.screensTitle.${mode}`)}</Subtitle2>
            <Caption1 className={frame.hint}>{t('mobileRules.screensHint')}</Caption1>
          </div>
          {choice.order.length === 0 ? (
            <Body1 className={frame.hint} data-testid="mobile-rules-empty">
              {t(`mobileRules.empty.${mode}`)}
            </Body1>
          ) : (
            <ul ref={list} className={frame.list} aria-label={t(`mobileRules.screensTitle.${mode}`)}>
              {choice.order.map((id, index) => {
                const name = names.get(id) ?? id;
                const on = choice.chosen.has(id);
                const position = on ? played.indexOf(id) + 1 : undefined;
                return (
                  <li
                    key={id}
                    className={mergeClasses(frame.row, styles.rowColumns)}
                    data-testid="mobile-rules-row"
                    data-screen-id={id}
                  >
                    <Caption1 className={styles.position} aria-hidden>
                      {position ?? ''}
                    </Caption1>
                    <Checkbox
                      label={name}
                      checked={on}
                      disabled={busy}
                      onChange={(_, data) => update(toggleChosen(choice, id, data.checked === true))}
                    />
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<ArrowUp16Regular />}
                      aria-label={t('mobileRules.moveUp', { name })}
                      disabled={busy || index === 0}
                      data-step={-1}
                      onClick={() => move(id, -1)}
                    />
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<ArrowDown16Regular />}
                      aria-label={t('mobileRules.moveDown', { name })}
                      disabled={busy || index === choice.order.length - 1}
                      data-step={1}
                      onClick={() => move(id, 1)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </DialogContent>
        <GroupScreensDialogActions
          busy={busy}
          canSave={played.length > 0}
          onCancel={onClose}
          aside={
            <Button
              appearance="subtle"
              disabled={busy || loaded.rules === null}
              onClick={() => void send([], 'mobileRules.cleared')}
            >
              {t('mobileRules.clear')}
            </Button>
          }
        />
      </DialogBody>
    </form>
  );
}
