import { useCallback, useMemo, useState } from 'react';
import {
  Badge,
  Body1Strong,
  Button,
  makeStyles,
  mergeClasses,
  Spinner,
  Title3,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowLeft24Regular,
  Board48Regular,
  FolderProhibited48Regular,
  PlugConnected20Regular,
  WifiOff20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ControlCommand } from '../../../shared/acts/ws.js';
import { useGroupScreens } from '../api/carousel';
import { reportError } from '../app/reportError';
import { useServices } from '../app/services';
import { StatusPage } from '../components/common/StatusPage';
import { ScreenThumb } from '../components/screens/ScreenThumb';
import { ControlBar } from '../pad/ControlBar';
import { DeviceList } from '../pad/DeviceList';
import { GroupPicker } from '../pad/GroupPicker';
import { sendControl } from '../pad/sendControl';
import { usePadDevices } from '../pad/usePadDevices';
import { useRealtime } from '../realtime/useRealtime';

const useStyles = makeStyles({
  page: {
    position: 'fixed',
    inset: 0,
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  back: { minWidth: '56px', minHeight: '56px' },
  title: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  body: {
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: '1fr minmax(300px, 30%)',
    '@media (orientation: portrait)': { gridTemplateColumns: '1fr', gridTemplateRows: '1fr auto' },
  },
  screens: {
    minHeight: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalL,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    alignContent: 'start',
    gap: tokens.spacingHorizontalL,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    padding: 0,
    overflow: 'hidden',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusXLarge,
    border: `2px solid transparent`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: 'inherit',
    font: 'inherit',
    transitionProperty: 'transform, box-shadow, border-color',
    transitionDuration: tokens.durationFaster,
    touchAction: 'manipulation',
    ':active': { transform: 'scale(0.97)' },
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s', ':active': { transform: 'none' } },
  },
  current: { border: `2px solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow16 },
  caption: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalM}`,
  },
  number: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
  },
  numberCurrent: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  screenName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  side: {
    minHeight: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalL,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (orientation: portrait)': {
      borderLeft: 'none',
      borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
      maxHeight: '34vh',
    },
  },
  center: { display: 'grid', placeItems: 'center', gridColumn: '1 / -1' },
  pick: {
    minHeight: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
  },
  pickHint: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

/**
 * /pad-screen-list?group={id} (docs/ARCHITECTURE.md#web-app-routes): a tablet steers the wall.
 * The group's screens as large tiles (a tap shows that screen on every display of the group),
 * a command bar, and the live list of the group's displays. Commands go over the pad's socket,
 * or over HTTPS while it is down.
 */
export default function PadScreenList() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { rpc } = useServices();
  const [params, setParams] = useSearchParams();
  const group = params.get('group') ?? '';
  const { group: detail, screens, error, isLoading } = useGroupScreens(group || null);
  const ticket = useCallback(
    async () => (await rpc.call('v1/user/ws_ticket', { role: 'pad', group }, { quiet: true })).ticket,
    [rpc, group],
  );
  const { client, online } = useRealtime(group ? ticket : null);
  const devices = usePadDevices(group, client, online);
  const [tapped, setTapped] = useState<string | null>(null);
  const [local, setLocal] = useState<{ paused?: boolean; blank?: boolean }>({});

  const live = devices.devices?.filter((d) => d.online) ?? [];
  const paused = local.paused ?? (live.length > 0 && live.every((d) => d.paused));
  const blank = local.blank ?? (live.length > 0 && live.every((d) => d.blank));
  const current = tapped ?? live[0]?.screen ?? null;
  const names = useMemo(() => new Map(screens?.map((s) => [s._id, s.name])), [screens]);
  const screenName = useCallback((id: string | null) => (id ? (names.get(id) ?? null) : null), [names]);

  const send = useCallback(
    (control: ControlCommand) => {
      if (control.command === 'show') setTapped(control.screen);
      if (control.command === 'prev' || control.command === 'next') setTapped(null);
      if (control.command === 'pause' || control.command === 'resume')
        setLocal((was) => ({ ...was, paused: control.command === 'pause' }));
      if (control.command === 'blank') setLocal((was) => ({ ...was, blank: control.on }));
      sendControl(client, (args) => rpc.call('v1/group/mobile_control', args), group, control).catch(reportError);
    },
    [client, rpc, group],
  );

  const back = (
    <Button
      appearance="subtle"
      className={styles.back}
      icon={<ArrowLeft24Regular />}
      aria-label={t('pad.back')}
      onClick={() => void navigate(group ? `/screenList/${encodeURIComponent(group)}` : '/screenList')}
    />
  );

  let content;
  if (!group) {
    content = (
      <div className={styles.pick}>
        <Title3 as="h2">{t('pad.noGroupTitle')}</Title3>
        <span className={styles.pickHint}>{t('pad.noGroup')}</span>
        <GroupPicker pick={(id) => setParams({ group: id })} />
        <Button appearance="subtle" onClick={() => void navigate('/screenList')}>
          {t('pad.toList')}
        </Button>
      </div>
    );
  } else if (error && !screens) {
    content = (
      <div className={styles.center}>
        <StatusPage
          testId="pad-error"
          tone="warning"
          icon={<FolderProhibited48Regular />}
          title={t('pad.failedTitle')}
          description={t('pad.failed')}
          actions={
            <Button appearance="primary" onClick={() => void navigate('/screenList')}>
              {t('pad.toList')}
            </Button>
          }
        />
      </div>
    );
  } else if (isLoading || !screens) {
    content = (
      <div className={styles.center}>
        <Spinner size="large" label={t('pad.loading')} labelPosition="below" />
      </div>
    );
  } else {
    content = (
      <div className={styles.body}>
        {screens.length === 0 ? (
          <div className={styles.center}>
            <StatusPage
              testId="pad-empty"
              tone="info"
              icon={<Board48Regular />}
              title={t('pad.emptyTitle')}
              description={t('pad.empty')}
            />
          </div>
        ) : (
          <section className={styles.screens} aria-label={t('pad.screens')} data-testid="pad-screens">
            {screens.map((screen, index) => {
              const isCurrent = screen._id === current;
              return (
                <button
                  key={screen._id}
                  type="button"
                  className={mergeClasses(styles.tile, isCurrent && styles.current)}
                  aria-pressed={isCurrent}
                  data-testid="pad-screen"
                  data-screen-id={screen._id}
                  onClick={() => send({ command: 'show', screen: screen._id })}
                >
                  <ScreenThumb screen={screen} />
                  <span className={styles.caption}>
                    <span className={mergeClasses(styles.number, isCurrent && styles.numberCurrent)}>{index + 1}</span>
                    <Body1Strong className={styles.screenName}>{screen.name}</Body1Strong>
                  </span>
                </button>
              );
            })}
          </section>
        )}
        <aside className={styles.side}>
          <DeviceList
            group={group}
            devices={devices.devices}
            error={devices.error}
            screenName={screenName}
            retry={devices.retry}
            refresh={devices.refresh}
          />
        </aside>
      </div>
    );
  }

  return (
    <main className={styles.page} data-testid="pad-page">
      <header className={styles.header}>
        {back}
        <Title3 as="h1" className={styles.title}>
          {detail?.name ?? t('routes.padScreenList')}
        </Title3>
        <Badge
          size="large"
          appearance="tint"
          color={online ? 'success' : 'warning'}
          icon={online ? <PlugConnected20Regular /> : <WifiOff20Regular />}
          data-testid="pad-connection"
          data-online={online ? 'true' : 'false'}
        >
          {t(online ? 'pad.live' : 'pad.connecting')}
        </Badge>
      </header>
      {content}
      {group ? <ControlBar paused={paused} blank={blank} disabled={!screens} send={send} /> : null}
    </main>
  );
}
