import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Caption1,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Play20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { carouselSeconds } from '../../../../shared/acts/group.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { useCarouselCalls, useGroupScreens } from '../../api/carousel';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { usePreferences } from '../../app/services';
import type { FormError } from '../../forms/formError';
import { FormAlert } from '../common/FormAlert';
import { GroupScreensDialog, GroupScreensDialogActions, useGroupScreensDialogStyles } from './GroupScreensDialog';

const useStyles = makeStyles({
  seconds: { maxWidth: '180px' },
  rowColumns: {
    gridTemplateColumns: '1fr auto 120px',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
  },
  focused: { backgroundColor: tokens.colorBrandBackground2 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  rowSeconds: { width: '100%', minWidth: 0 },
});

/** The catalogue code of an interval typed as text, or undefined when it is a valid one. */
export function intervalCode(text: string): number | undefined {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return carouselSeconds.safeParse(value).success ? undefined : ErrorCode.CAROUSEL_INTERVAL_INVALID;
}

interface Props {
  group: { _id: string; name: string } | null;
  /** Opened from a screen's menu: that screen is shown first, highlighted. */
  focusScreenId?: string | undefined;
  onClose: () => void;
  onPlay: (groupId: string) => void;
}

/** The carousel of a group: how long each screen shows, and screens with an interval of their own. */
export function CarouselSettingsDialog({ group, focusScreenId, onClose, onPlay }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <GroupScreensDialog open={group !== null} busy={busy} onClose={onClose} testId="carousel-settings-dialog">
      {group ? (
        <CarouselForm
          group={group}
          focusScreenId={focusScreenId}
          busy={busy}
          setBusy={setBusy}
          onClose={onClose}
          onPlay={onPlay}
        />
      ) : null}
    </GroupScreensDialog>
  );
}

type Own = Record<string, { on: boolean; text: string }>;

function CarouselForm({
  group,
  focusScreenId,
  busy,
  setBusy,
  onClose,
  onPlay,
}: Omit<Props, 'group'> & { group: { _id: string; name: string }; busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const frame = useGroupScreensDialogStyles();
  const styles = useStyles();
  const calls = useCarouselCalls();
  const loaded = useGroupScreens(group._id);
  const [groupText, setGroupText] = useState<string | null>(null);
  const [own, setOwn] = useState<Own>({});
  const [failure, setFailure] = useState<FormError | null>(null);
  const { language } = usePreferences();
  const [submitted, setSubmitted] = useState(false);
  const focused = useRef<HTMLLIElement>(null);

  const screens = loaded.screens
    ? [...loaded.screens].sort((a, b) => Number(b._id === focusScreenId) - Number(a._id === focusScreenId))
    : undefined;
  const groupValue = groupText ?? String(loaded.group?.interval ?? '');
  const ownOf = (screen: ScreenSummary) =>
    own[screen._id] ?? { on: screen.interval !== null, text: String(screen.interval ?? loaded.group?.interval ?? '') };
  // A block body: Chromium's scrollIntoView returns a promise, which React would call as the cleanup.
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'nearest' });
  }, [screens?.length]);

  const message = (code: number | undefined) =>
    submitted && code !== undefined ? errorText(code, language) : undefined;
  const groupCode = intervalCode(groupValue);
  const screenCodes = new Map(
    (screens ?? []).map((screen) => [screen._id, ownOf(screen).on ? intervalCode(ownOf(screen).text) : undefined]),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !loaded.group || !screens) return;
    setSubmitted(true);
    setFailure(null);
    if (groupCode !== undefined || [...screenCodes.values()].some((code) => code !== undefined)) return;
    setBusy(true);
    try {
      const seconds = Number(groupValue);
      if (seconds !== loaded.group.interval) await calls.groupInterval(group._id, seconds);
      for (const screen of screens) {
        const wanted = ownOf(screen).on ? Number(ownOf(screen).text) : null;
        if (wanted !== screen.interval) await calls.screenInterval(group._id, screen._id, wanted);
      }
      await loaded.refresh();
      notify('success', t('carousel.settings.saved', { name: group.name }));
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t('carousel.settings.title', { name: group.name })}</DialogTitle>
        <DialogContent className={frame.content}>
          <FormAlert
            error={
              failure ??
              (loaded.error ? { code: 0, message: t('carousel.settings.loadFailed'), intent: 'error' } : null)
            }
          />
          <Field
            label={t('carousel.settings.groupInterval')}
            hint={t('carousel.settings.groupHint')}
            validationState={message(groupCode) ? 'error' : 'none'}
            validationMessage={message(groupCode)}
          >
            <Input
              className={styles.seconds}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={groupValue}
              disabled={!loaded.group || busy}
              contentAfter={<Caption1>{t('carousel.settings.secondsUnit')}</Caption1>}
              onChange={(_, data) => setGroupText(data.value)}
            />
          </Field>
          <div className={frame.section}>
            <Subtitle2>{t('carousel.settings.screensTitle')}</Subtitle2>
            <Caption1 className={frame.hint}>{t('carousel.settings.screensHint')}</Caption1>
          </div>
          {!screens ? (
            <Skeleton aria-label={t('common.loading')}>
              {[0, 1, 2].map((i) => (
                <SkeletonItem key={i} size={32} />
              ))}
            </Skeleton>
          ) : screens.length === 0 ? (
            <Body1 className={frame.hint}>{t('carousel.settings.noScreens')}</Body1>
          ) : (
            <ul className={frame.list} aria-label={t('carousel.settings.screensTitle')}>
              {screens.map((screen) => {
                const state = ownOf(screen);
                const error = message(screenCodes.get(screen._id));
                return (
                  <li
                    key={screen._id}
                    ref={screen._id === focusScreenId ? focused : undefined}
                    className={mergeClasses(
                      frame.row,
                      styles.rowColumns,
                      screen._id === focusScreenId && styles.focused,
                    )}
                    data-testid="carousel-screen-row"
                    data-screen-id={screen._id}
                  >
                    <Body1 className={styles.name} title={screen.name}>
                      {screen.name}
                    </Body1>
                    <Switch
                      label={t('carousel.settings.own')}
                      checked={state.on}
                      disabled={busy}
                      aria-label={t('carousel.settings.ownFor', { name: screen.name })}
                      onChange={(_, data) =>
                        setOwn((current) => ({
                          ...current,
                          [screen._id]: { on: data.checked, text: state.on ? state.text : groupValue },
                        }))
                      }
                    />
                    <Field validationState={error ? 'error' : 'none'} validationMessage={error}>
                      <Input
                        type="number"
                        min={1}
                        step={1}
                        inputMode="numeric"
                        className={styles.rowSeconds}
                        aria-label={t('carousel.settings.secondsFor', { name: screen.name })}
                        value={state.on ? state.text : groupValue}
                        disabled={!state.on || busy}
                        contentAfter={<Caption1>{t('carousel.settings.secondsUnit')}</Caption1>}
                        onChange={(_, data) =>
                          setOwn((current) => ({ ...current, [screen._id]: { on: true, text: data.value } }))
                        }
                      />
                    </Field>
                  </li>
                );
              })}
            </ul>
          )}
        </DialogContent>
        <GroupScreensDialogActions
          busy={busy}
          canSave={loaded.group !== undefined}
          onCancel={onClose}
          aside={
            <Button
              appearance="subtle"
              icon={<Play20Regular />}
              disabled={busy || !screens?.length}
              onClick={() => onPlay(group._id)}
            >
              {t('carousel.play')}
            </Button>
          }
        />
      </DialogBody>
    </form>
  );
}
