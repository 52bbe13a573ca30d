import { useCallback, useMemo } from 'react';
import { Button, FluentProvider, makeStyles, Spinner, Tooltip } from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  Dismiss20Regular,
  FolderProhibited48Regular,
  PlayCircle48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { useGroupPlaylist } from '../api/carousel';
import { isRpcError } from '../api/errors';
import { StatusPage } from '../components/common/StatusPage';
import { usePhoneViewport } from '../hooks/usePhoneViewport';
import { useUserDisplay } from '../realtime/useUserDisplay';
import darkTheme from 'theme-values:dark';
import { GroupCarousel, type CarouselSlide } from '../viewer/carousel/GroupCarousel';
import { phoneDocument } from '../viewer/phone/phonePlaylist';

const useStyles = makeStyles({
  page: { position: 'fixed', inset: 0, display: 'flex' },
  loading: { position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' },
});

/**
 * Group preview (docs/ARCHITECTURE.md#web-app-routes): /group-preview/{id} plays the group's large-screen screens as a
 * carousel, in list order, each for its own interval or the group's. A screen plays its latest
 * released version; one never released plays its development content, and says so. On a
 * phone, a group with mobile display rules plays their screens in their order instead.
 */
export default function GroupPreview() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { display, releases } = useUserDisplay({ group: id });
  const phone = usePhoneViewport();
  const { entries, documents, error, isLoading, phoneMode } = useGroupPlaylist(id, releases.subscribe, phone);
  const listPath = `/screenList/${encodeURIComponent(id)}`;
  const jumpTo = useCallback(
    (screenId: string) => void navigate(`/dashboard-preview/${encodeURIComponent(screenId)}`),
    [navigate],
  );
  const slides = useMemo<CarouselSlide[] | undefined>(
    () =>
      entries?.map(({ screen, seconds, source }) => {
        const shown = documents.get(screen._id);
        const loaded = shown?.loaded;
        const document = loaded && 'document' in loaded ? loaded.document : undefined;
        return {
          id: screen._id,
          name: screen.name,
          seconds,
          // On a phone, wall screens the rules name are reflowed for it.
          document: document && phoneMode ? phoneDocument(phoneMode, document) : document,
          // Its widgets name the screen and the version shown, so the data proxy adds their stored headers.
          source: { screenId: screen._id, ...(shown?.versionId ? { versionId: shown.versionId } : {}) },
          failed: loaded !== undefined && 'failed' in loaded,
          ...(source === 'development' ? { note: t('carousel.development') } : {}),
        };
      }),
    [entries, documents, t, phoneMode],
  );
  const back = (
    <Button
      appearance="primary"
      icon={<ArrowLeft20Regular />}
      onClick={() => void navigate(error ? '/screenList' : listPath)}
    >
      {t('carousel.backToList')}
    </Button>
  );

  if (slides && slides.length > 0) {
    const exit = (
      <Tooltip content={t('carousel.exit')} relationship="label">
        <Button appearance="subtle" icon={<Dismiss20Regular />} onClick={() => void navigate(listPath)} />
      </Tooltip>
    );
    return <GroupCarousel slides={slides} jumpTo={jumpTo} actions={exit} display={display} phone={phoneMode} />;
  }
  if (isLoading || (!error && !slides)) {
    return (
      <FluentProvider theme={darkTheme} className={styles.loading}>
        <Spinner label={t('carousel.loading')} labelPosition="below" size="large" />
      </FluentProvider>
    );
  }
  const missing = isRpcError(error) && error.code === ErrorCode.SCREEN_GROUP_NOT_FOUND;
  return (
    <FluentProvider theme={darkTheme} className={styles.page}>
      {error ? (
        <StatusPage
          testId="carousel-error"
          tone="warning"
          icon={<FolderProhibited48Regular />}
          title={t(missing ? 'carousel.missingTitle' : 'carousel.failedTitle')}
          description={t(missing ? 'carousel.missing' : 'carousel.failed')}
          actions={back}
        />
      ) : (
        <StatusPage
          testId="carousel-empty"
          tone="info"
          icon={<PlayCircle48Regular />}
          title={t('carousel.emptyTitle')}
          description={t('carousel.empty')}
          actions={back}
        />
      )}
    </FluentProvider>
  );
}
