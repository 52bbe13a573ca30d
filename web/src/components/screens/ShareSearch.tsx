import { useState } from 'react';
import { Button, Caption1, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Checkmark16Regular, PersonAdd20Regular, Search20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SharePermission } from '../../../../shared/acts/screen.js';
import { useShareSearch } from '../../api/sharing';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { PermissionSelect } from './ShareControls';
import { ShareUserRow } from './ShareUserRow';

const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flex: 1 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  results: {
    marginTop: tokens.spacingVerticalS,
    height: '184px',
    overflowY: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingVerticalXS,
  },
  state: {
    height: '100%',
    display: 'grid',
    placeItems: 'center',
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    padding: tokens.spacingHorizontalL,
  },
  more: {
    display: 'block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
  },
});

interface Props {
  /** Ids the screen is shared with already. */
  sharedIds: ReadonlySet<string>;
  onShare: (user: { _id: string; name: string }, permission: SharePermission) => Promise<void>;
}

/** Find people of the workspace by name or email and give them read or edit access. */
export function ShareSearch({ sharedIds, onShare }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [text, setText] = useState('');
  const [permission, setPermission] = useState<SharePermission>('read');
  const [busyId, setBusyId] = useState<string | null>(null);
  const keyword = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const { data, error, isLoading, isValidating } = useShareSearch(keyword, true);
  const typing = text.trim() !== keyword;

  const add = async (user: { _id: string; name: string }) => {
    setBusyId(user._id);
    try {
      await onShare(user, permission);
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (error && !data) body = <div className={styles.state}>{t('sharing.searchFailed')}</div>;
  else if (!data || (isLoading && data.list.length === 0))
    body = (
      <div className={styles.state}>
        <Spinner size="small" label={t('sharing.searching')} />
      </div>
    );
  else if (data.list.length === 0) {
    body = (
      <div className={styles.state} data-testid="share-search-empty">
        {keyword ? t('sharing.noMatch', { keyword }) : t('sharing.noColleagues')}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('sharing.results')}>
          {data.list.map((user) => {
            const shared = sharedIds.has(user._id);
            return (
              <ShareUserRow key={user._id} name={user.name} email={user.email} testId="share-candidate">
                <Button
                  size="small"
                  appearance={shared ? 'subtle' : 'secondary'}
                  icon={
                    shared ? (
                      <Checkmark16Regular />
                    ) : busyId === user._id ? (
                      <Spinner size="extra-tiny" />
                    ) : (
                      <PersonAdd20Regular />
                    )
                  }
                  disabled={shared || busyId !== null}
                  onClick={() => void add(user)}
                  aria-label={
                    shared
                      ? t('sharing.alreadyShared', { name: user.name })
                      : t('sharing.addNamed', { name: user.name })
                  }
                >
                  {shared ? t('sharing.added') : t('sharing.add')}
                </Button>
              </ShareUserRow>
            );
          })}
        </ul>
        {data.total > data.list.length ? (
          <Caption1 className={styles.more}>
            {t('sharing.more', { shown: data.list.length, total: data.total })}
          </Caption1>
        ) : null}
      </>
    );
  }

  return (
    <section aria-label={t('sharing.addPeople')}>
      <div className={styles.bar}>
        <Input
          className={styles.input}
          value={text}
          onChange={(_, value) => setText(value.value)}
          contentBefore={<Search20Regular />}
          contentAfter={typing || (isValidating && data) ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
          placeholder={t('sharing.searchPlaceholder')}
          aria-label={t('sharing.search')}
          maxLength={254}
        />
        <PermissionSelect value={permission} onChange={setPermission} label={t('sharing.newPermission')} />
      </div>
      <div className={styles.results} aria-busy={isLoading || typing}>
        {body}
      </div>
    </section>
  );
}
