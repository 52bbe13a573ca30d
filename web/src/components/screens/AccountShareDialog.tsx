import { useMemo } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Divider,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { PeopleTeam20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenSummary, SharePermission } from '../../../../shared/acts/screen.js';
import { useScreenShares } from '../../api/sharing';
import { ShareEntryControls } from './ShareControls';
import { ShareSearch } from './ShareSearch';
import { ShareUserRow } from './ShareUserRow';
import { TeamShareSection } from './TeamShareSection';
import { useShareAction } from './useShareAction';

const useStyles = makeStyles({
  surface: { maxWidth: '600px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  system: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  systemIcon: { display: 'inline-flex', fontSize: '20px', color: tokens.colorBrandForeground1 },
  systemText: { flex: 1, display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground3 },
  heading: { margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '220px',
    overflowY: 'auto',
  },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
  },
});

interface Props {
  screen: ScreenSummary | null;
  onClose: () => void;
  /** The screen's system share changed (its card shows it). */
  onPatched: (screen: ScreenSummary) => void;
}

/** Account sharing of one screen: the whole tenant read-only, people found by name or email, or teams, to view or edit. */
export function AccountShareDialog({ screen, onClose, onPatched }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const shares = useScreenShares(screen?._id ?? null);
  const { busy, run } = useShareAction();
  const sharedIds = useMemo(() => new Set((shares.users ?? []).map((user) => user._id)), [shares.users]);

  const toggleSystem = (on: boolean) =>
    run(
      'system',
      async () => {
        await shares.saveSystem(on);
        if (screen) onPatched({ ...screen, system_share: on });
      },
      t(on ? 'sharing.toast.systemOn' : 'sharing.toast.systemOff'),
    );

  const share = (user: { _id: string; name: string }, permission: SharePermission) =>
    run(
      user._id,
      () => shares.share(user._id, permission),
      t('sharing.toast.shared', { name: user.name, permission: t(`sharing.permission.${permission}`) }),
    );

  let current;
  if (shares.usersError && !shares.users)
    current = <Caption1 className={styles.empty}>{t('sharing.loadFailed')}</Caption1>;
  else if (!shares.users) {
    current = (
      <Skeleton className={styles.skeleton} aria-label={t('common.loading')}>
        {[0, 1].map((i) => (
          <SkeletonItem key={i} size={32} />
        ))}
      </Skeleton>
    );
  } else if (shares.users.length === 0)
    current = (
      <Caption1 className={styles.empty} data-testid="share-list-empty">
        {t('sharing.nobody')}
      </Caption1>
    );
  else {
    current = (
      <ul className={styles.list} aria-label={t('sharing.withAccess')}>
        {shares.users.map((user) => (
          <ShareUserRow key={user._id} name={user.name} email={user.email} testId="share-entry">
            <ShareEntryControls
              name={user.name}
              permission={user.permission}
              disabled={busy !== null}
              onChange={(permission) => void share(user, permission)}
              onRemove={() =>
                void run(user._id, () => shares.unshare(user._id), t('sharing.toast.removed', { name: user.name }))
              }
            />
          </ShareUserRow>
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={screen !== null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="account-share-dialog">
        <DialogBody>
          <DialogTitle>{t('sharing.title', { name: screen?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.system}>
              <span className={styles.systemIcon} aria-hidden>
                <PeopleTeam20Regular />
              </span>
              <div className={styles.systemText}>
                <Subtitle2 as="h3" className={styles.heading}>
                  {t('sharing.system')}
                </Subtitle2>
                <Caption1 className={styles.hint}>{t('sharing.systemHint')}</Caption1>
              </div>
              <Switch
                checked={shares.systemShare ?? screen?.system_share ?? false}
                disabled={shares.systemShare === undefined || busy === 'system'}
                onChange={(_, data) => void toggleSystem(data.checked)}
                aria-label={t('sharing.system')}
              />
            </div>
            <Subtitle2 as="h3" className={styles.heading}>
              {t('sharing.addPeople')}
            </Subtitle2>
            <ShareSearch sharedIds={sharedIds} onShare={share} />
            <Divider />
            <Subtitle2 as="h3" className={styles.heading}>
              {t('sharing.withAccessCount', { n: shares.users?.length ?? 0 })}
            </Subtitle2>
            {current}
            <Divider />
            <TeamShareSection screenId={screen?._id ?? null} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('sharing.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
