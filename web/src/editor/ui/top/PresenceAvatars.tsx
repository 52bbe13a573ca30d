import {
  AvatarGroup,
  AvatarGroupItem,
  AvatarGroupPopover,
  makeStyles,
  partitionAvatarGroupItems,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PresenceUser } from '../../../../../shared/acts/ws.js';
import { initialsOf } from '../../../api/session';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, maxWidth: '320px' },
  text: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});

/** Other people editing this screen right now: avatars with initials and a short sentence. */
export function PresenceAvatars({ users }: { users: PresenceUser[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (users.length === 0) return null;
  const names = users.map((u) => u.name || '?');
  const sentence =
    users.length === 1
      ? t('editor.top.alsoEditing', { names: names[0] })
      : t('editor.top.alsoEditingMany', { names: names.join(', ') });
  const { inlineItems, overflowItems } = partitionAvatarGroupItems({ items: users, maxInlineItems: 3 });
  return (
    <div className={styles.root} data-testid="presence">
      <AvatarGroup size={28} layout="stack">
        {inlineItems.map((user) => (
          <Tooltip key={user._id} content={user.name} relationship="label">
            <AvatarGroupItem name={user.name} initials={initialsOf(user.name)} color="colorful" />
          </Tooltip>
        ))}
        {overflowItems ? (
          <AvatarGroupPopover>
            {overflowItems.map((user) => (
              <AvatarGroupItem key={user._id} name={user.name} initials={initialsOf(user.name)} color="colorful" />
            ))}
          </AvatarGroupPopover>
        ) : null}
      </AvatarGroup>
      <Text size={200} className={styles.text}>
        {sentence}
      </Text>
    </div>
  );
}
