import { useState } from 'react';
import {
  Badge,
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Subtitle2,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  Delete20Regular,
  Desktop24Regular,
  Lightbulb20Regular,
  MoreHorizontal20Regular,
  Rename20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Device } from '../../../shared/acts/ws.js';
import { deviceName } from '../../../shared/acts/ws.js';
import { LIMITS } from '../../../shared/limits.js';
import { firstErrorCode } from '../../../shared/validation/issues.js';
import { reportError } from '../app/reportError';
import { useServices } from '../app/services';
import { ConfirmDialog } from '../components/common/ConfirmDialog';
import { TextDialog } from '../components/common/TextDialog';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  icon: { position: 'relative', color: tokens.colorNeutralForeground3, display: 'grid' },
  dot: {
    position: 'absolute',
    right: '-3px',
    bottom: '-3px',
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
  },
  online: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  offline: { backgroundColor: tokens.colorNeutralForeground4 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: '2px' },
  action: { minWidth: '48px', minHeight: '48px' },
  state: {
    display: 'grid',
    placeItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
  },
});

interface DeviceListProps {
  group: string;
  devices: Device[] | undefined;
  error: unknown;
  screenName: (id: string | null) => string | null;
  retry: () => void;
  refresh: () => void;
}

/** The group's displays, live: online first, each with identify, rename and remove. */
export function DeviceList({ group, devices, error, screenName, retry, refresh }: DeviceListProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { rpc } = useServices();
  const [renaming, setRenaming] = useState<Device | null>(null);
  const [removing, setRemoving] = useState<Device | null>(null);
  const online = devices?.filter((d) => d.online).length ?? 0;

  const identify = (device: Device) =>
    void rpc.call('v1/group/mobile_control', { action: 'identify', _id: group, device: device._id }).catch(reportError);

  let body;
  if (devices === undefined && error) {
    body = (
      <div className={styles.state} data-testid="pad-devices-error">
        <span>{t('pad.devices.failed')}</span>
        <Button onClick={retry}>{t('pad.devices.retry')}</Button>
      </div>
    );
  } else if (devices === undefined) {
    body = (
      <div className={styles.state}>
        <Spinner size="small" label={t('pad.devices.loading')} />
      </div>
    );
  } else if (devices.length === 0) {
    body = (
      <div className={styles.state} data-testid="pad-devices-empty">
        <Desktop24Regular />
        <span>{t('pad.devices.empty')}</span>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} data-testid="pad-devices">
        {devices.map((device) => {
          const showing = screenName(device.screen);
          const size = device.resolution ? `${device.resolution.width} × ${device.resolution.height}` : null;
          return (
            <li
              key={device._id}
              className={styles.item}
              data-testid="pad-device"
              data-online={device.online ? 'true' : 'false'}
            >
              <span className={styles.icon}>
                <Desktop24Regular />
                <span
                  className={`${styles.dot} ${device.online ? styles.online : styles.offline}`}
                  aria-label={t(device.online ? 'pad.devices.online' : 'pad.devices.offline')}
                  role="img"
                />
              </span>
              <span className={styles.text}>
                <Body1Strong className={styles.name}>{device.name}</Body1Strong>
                <Caption1 className={styles.meta}>
                  {[
                    device.online ? (showing ?? t('pad.devices.nothing')) : t('pad.devices.offline'),
                    device.blank ? t('pad.devices.blanked') : null,
                    device.online && device.paused ? t('pad.devices.paused') : null,
                    size,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Caption1>
              </span>
              <span className={styles.actions}>
                <Tooltip content={t('pad.devices.identify')} relationship="label">
                  <Button
                    appearance="subtle"
                    className={styles.action}
                    icon={<Lightbulb20Regular />}
                    disabled={!device.online}
                    onClick={() => identify(device)}
                  />
                </Tooltip>
                <Menu positioning="below-end">
                  <MenuTrigger disableButtonEnhancement>
                    <Button
                      appearance="subtle"
                      className={styles.action}
                      icon={<MoreHorizontal20Regular />}
                      aria-label={t('pad.devices.more', { name: device.name })}
                    />
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      <MenuItem icon={<Rename20Regular />} onClick={() => setRenaming(device)}>
                        {t('pad.devices.rename')}
                      </MenuItem>
                      <MenuItem icon={<Delete20Regular />} onClick={() => setRemoving(device)}>
                        {t('pad.devices.remove')}
                      </MenuItem>
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="pad-devices-title">
      <div className={styles.head}>
        <Subtitle2 id="pad-devices-title">{t('pad.devices.title')}</Subtitle2>
        {devices ? (
          <Badge appearance="tint" color={online > 0 ? 'success' : 'subtle'} data-testid="pad-online-count">
            {t('pad.devices.onlineCount', { count: online })}
          </Badge>
        ) : null}
      </div>
      {body}
      <TextDialog
        open={renaming !== null}
        title={t('pad.devices.renameTitle')}
        label={t('pad.devices.nameLabel')}
        initial={renaming?.name ?? ''}
        maxLength={LIMITS.devices.nameMax}
        submitLabel={t('pad.devices.save')}
        validate={(value) => {
          const checked = deviceName.safeParse(value);
          return checked.success ? undefined : firstErrorCode(checked.error, value);
        }}
        onSubmit={async (name) => {
          if (!renaming) return;
          await rpc.call('v1/group/mobile_control', { action: 'rename', _id: group, device: renaming._id, name });
          refresh();
        }}
        onClose={() => setRenaming(null)}
        testId="pad-rename"
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('pad.devices.removeTitle')}
        confirmLabel={t('pad.devices.remove')}
        danger
        onConfirm={async () => {
          if (!removing) return;
          await rpc.call('v1/group/mobile_control', { action: 'remove', _id: group, device: removing._id });
          refresh();
        }}
        onClose={() => setRemoving(null)}
        testId="pad-remove"
      >
        {t('pad.devices.removeBody', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
