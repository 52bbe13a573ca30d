import { useState } from 'react';
import { Button, Caption1, makeStyles, Spinner, tokens, Tooltip } from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { useMembers } from '../../api/roles';
import { usePreferences } from '../../app/services';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { SearchBox } from '../common/SearchBox';
import { ShareUserRow } from '../screens/ShareUserRow';

const SEARCH_DELAY_MS = 300;
/** Members shown per search; a narrower keyword finds the rest. */
const RESULTS = 20;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  search: { width: '100%', maxWidth: '100%' },
  results: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    height: '168px',
    overflowY: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  state: {
    height: '100%',
    display: 'grid',
    placeItems: 'center',
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
});

interface Props {
  /** Ids already in the team: not offered. */
  memberIds: ReadonlySet<string>;
  /** The caller: shown, but not added (nobody changes their own teams). */
  selfId: string;
  onAdd: (user: { _id: string; name: string }) => Promise<void>;
}

/**
 * Members of the tenant found by name or e-mail (the tenant's member list), each with an add
 * button; the caller's own is disabled with the reason the server would give.
 */
export function TeamMemberSearch({ memberIds, selfId, onAdd }: Props) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const [text, setText] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const keyword = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const found = useMembers(1, RESULTS, keyword, true);
  const candidates = (found.data?.list ?? []).filter((user) => !memberIds.has(user._id));

  const add = async (user: { _id: string; name: string }) => {
    setBusyId(user._id);
    try {
      await onAdd(user);
    } finally {
      setBusyId(null);
    }
  };

  let results;
  if (found.error && !found.data)
    results = <Caption1 className={styles.state}>{t('admin.teams.membersDialog.searchFailed')}</Caption1>;
  else if (!found.data) results = <Spinner className={styles.state} size="small" />;
  else if (candidates.length === 0)
    results = (
      <Caption1 className={styles.state} data-testid="team-candidates-empty">
        {t('admin.teams.membersDialog.noCandidates')}
      </Caption1>
    );
  else
    results = candidates.map((user) => (
      <ShareUserRow key={user._id} name={user.name} email={user.email} testId="team-candidate">
        {user._id === selfId ? (
          <Tooltip content={errorText(ErrorCode.OWN_ROLE_IMMUTABLE, language)} relationship="description">
            <Button
              size="small"
              icon={<PersonAdd20Regular />}
              disabledFocusable
              aria-label={t('admin.teams.membersDialog.addNamed', { name: user.name })}
              data-testid="team-candidate-self"
            >
              {t('admin.teams.membersDialog.add')}
            </Button>
          </Tooltip>
        ) : (
          <Button
            size="small"
            icon={busyId === user._id ? <Spinner size="extra-tiny" /> : <PersonAdd20Regular />}
            disabled={busyId !== null}
            onClick={() => void add(user)}
            aria-label={t('admin.teams.membersDialog.addNamed', { name: user.name })}
          >
            {t('admin.teams.membersDialog.add')}
          </Button>
        )}
      </ShareUserRow>
    ));

  return (
    <div className={styles.root}>
      <SearchBox
        className={styles.search}
        value={text}
        onChange={(_, value) => setText(value.value)}
        placeholder={t('admin.teams.membersDialog.searchPlaceholder')}
        aria-label={t('admin.teams.membersDialog.search')}
        maxLength={50}
        data-testid="team-member-search"
      />
      <ul className={styles.results} aria-label={t('admin.teams.membersDialog.candidates')}>
        {results}
      </ul>
    </div>
  );
}
