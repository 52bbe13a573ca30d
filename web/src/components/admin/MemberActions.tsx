import { useState, type ReactElement } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import {
  CheckmarkCircle20Regular,
  Delete20Regular,
  KeyReset20Regular,
  MoreHorizontal20Regular,
  PersonAvailable20Regular,
  PersonProhibited20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { OutsideRenewed, TenantUser } from '../../../../shared/acts/admin.js';
import { errorText } from '../../i18n/errorTexts';
import { useMemberActions, useOutsideUse, type MemberAct } from '../../api/members';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences } from '../../app/services';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { hasOutsideUse, OutsideUseDetails, type OutsideChoice } from './OutsideUseDetails';
import { roleLock } from './roleLabels';

/** Which acts a member's state offers, in menu order. */
function actsFor(user: TenantUser): MemberAct[] {
  const acts: MemberAct[] = [];
  if (user.state === 'pending') acts.push('approve');
  acts.push(user.state === 'disabled' ? 'enable' : 'disable');
  acts.push('reset_password', 'remove');
  return acts;
}

const ICONS: Record<MemberAct, ReactElement> = {
  approve: <CheckmarkCircle20Regular />,
  disable: <PersonProhibited20Regular />,
  enable: <PersonAvailable20Regular />,
  reset_password: <KeyReset20Regular />,
  remove: <Delete20Regular />,
};

/**
 * The administrator's row menu on a member: approve, disable or enable, reset the password,
 * remove, each after a confirmation. The removal's confirmation shows what the member created
 * that outside callers use, and renews it first when asked; `onRenewed` gets the new push
 * channel tokens (the row is gone once the member is). For the administrator's row and the
 * caller's own it is disabled, with the reason the server would give.
 */
export function MemberActions({
  user,
  selfId,
  onRenewed,
}: {
  user: TenantUser;
  selfId: string;
  onRenewed: (channels: OutsideRenewed['push_channels']) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const calls = useMemberActions();
  const [asked, setAsked] = useState<MemberAct | null>(null);
  const [choice, setChoice] = useState<OutsideChoice>({ renew: true, closeShares: false });
  const outside = useOutsideUse(asked === 'remove' ? user._id : null);
  const lock = roleLock(user, selfId);
  const label = t('admin.members.actions.more', { name: user.name });

  if (lock !== undefined)
    return (
      <Tooltip content={errorText(lock, language)} relationship="description">
        <Button
          appearance="subtle"
          icon={<MoreHorizontal20Regular />}
          aria-label={label}
          disabledFocusable
          data-testid="member-actions-locked"
        />
      </Tooltip>
    );

  const run = async () => {
    if (!asked) return;
    try {
      if (asked === 'remove' && choice.renew && hasOutsideUse(outside.data)) {
        const renewed = await calls.renewOutside(user._id, choice.closeShares);
        notify(
          'success',
          t('admin.members.outside.renewed', {
            channels: renewed.push_channels.length,
            tokens: renewed.api_tokens_removed,
            shares: renewed.link_shares_closed,
          }),
        );
        onRenewed(renewed.push_channels);
      }
      await calls.act(asked, user._id);
      notify('success', t(`admin.members.actions.${asked}.done`, { name: user.name }));
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontal20Regular />}
            aria-label={label}
            data-testid="member-actions"
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actsFor(user).map((act) => (
              <MenuItem key={act} icon={ICONS[act]} onClick={() => setAsked(act)} data-testid={`member-${act}`}>
                {t(`admin.members.actions.${act}.label`)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`admin.members.actions.${asked}.title`, { name: user.name }) : ''}
        confirmLabel={asked ? t(`admin.members.actions.${asked}.label`) : ''}
        danger={asked === 'disable' || asked === 'remove' || asked === 'reset_password'}
        onConfirm={run}
        onClose={() => setAsked(null)}
        testId="member-confirm"
      >
        {asked ? t(`admin.members.actions.${asked}.body`, { name: user.name, email: user.email }) : null}
        {asked === 'remove' ? <OutsideUseDetails userId={user._id} choice={choice} onChoice={setChoice} /> : null}
      </ConfirmDialog>
    </>
  );
}
