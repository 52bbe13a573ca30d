import { useState } from 'react';
import { Button, Caption1, Field, Input, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { Add16Regular, ArrowUp16Regular, Delete16Regular, Image20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MEDIA_PATH, type MediaPurpose } from '../../../../../../shared/acts/upload.js';
import { safeMediaUrl } from '../../../../../../shared/widgets/media.js';
import { MediaUploader } from './MediaUploader';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minWidth: 0, width: '100%' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  thumb: {
    width: '48px',
    height: '30px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
  },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  add: { display: 'flex', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
  input: { flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The last segment of a URL, as a name people recognise (a data: URL is named by its kind). */
function shortName(url: string): string {
  if (url.startsWith('data:')) return url.slice(0, url.indexOf(';') > 0 ? url.indexOf(';') : 20);
  const last = url.split(/[?#]/)[0]?.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A list of media URLs (a carousel's images): each shown small, moved up or removed; add by URL or upload. */
export function MediaListField({
  label,
  value,
  purpose,
  max,
  maxLength,
  onCommit,
}: {
  label: string;
  value: readonly string[];
  purpose: MediaPurpose;
  max: number;
  maxLength: number;
  onCommit: (value: string[]) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = value.length >= max;
  const add = (url: string) => (url && !full ? onCommit([...value, url]) : undefined);
  const addDraft = () => {
    add(draft.trim());
    setDraft('');
  };
  const move = (index: number) =>
    onCommit(value.map((url, i) => (i === index - 1 ? value[index]! : i === index ? value[index - 1]! : url)));
  return (
    <Field label={label} size="small">
      <div className={styles.root}>
        {value.length === 0 ? <Caption1 className={styles.muted}>{t('widgets.upload.none')}</Caption1> : null}
        <ul className={styles.list} data-testid="media-list">
          {value.map((url, index) => {
            const src = safeMediaUrl(url, purpose === 'image' ? 'image' : null);
            return (
              <li key={`${index}-${url.slice(0, 64)}`} className={styles.item}>
                {src ? (
                  <img className={styles.thumb} src={src} alt="" referrerPolicy="no-referrer" />
                ) : (
                  <span className={styles.thumb}>
                    <Image20Regular />
                  </span>
                )}
                <Caption1 className={styles.name} title={url}>
                  {MEDIA_PATH.test(url) ? t('widgets.upload.uploaded', { n: index + 1 }) : shortName(url)}
                </Caption1>
                <Tooltip content={t('widgets.upload.moveUp')} relationship="label">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowUp16Regular />}
                    disabled={index === 0}
                    onClick={() => move(index)}
                  />
                </Tooltip>
                <Tooltip content={t('widgets.upload.remove')} relationship="label">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<Delete16Regular />}
                    onClick={() => onCommit(value.filter((_, i) => i !== index))}
                  />
                </Tooltip>
              </li>
            );
          })}
        </ul>
        {full ? (
          <Caption1 className={styles.muted}>{t('widgets.upload.full', { max })}</Caption1>
        ) : (
          <>
            <div className={styles.add}>
              <Input
                className={styles.input}
                size="small"
                value={draft}
                maxLength={maxLength}
                placeholder={t('widgets.upload.imageUrl')}
                aria-label={t('widgets.upload.addUrl')}
                onChange={(_, data) => setDraft(data.value)}
                onKeyDown={(event) => (event.key === 'Enter' ? addDraft() : undefined)}
              />
              <Tooltip content={t('widgets.upload.addUrl')} relationship="label">
                <Button size="small" icon={<Add16Regular />} disabled={!draft.trim()} onClick={addDraft} />
              </Tooltip>
            </div>
            <MediaUploader purpose={purpose} onUploaded={add} />
          </>
        )}
      </div>
    </Field>
  );
}
