import { useState, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ShieldCheckmark16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { VERSION_REMARK_MAX, versionName } from '../../../../../shared/acts/versions.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../../shared/limits.js';
import { useGrants } from '../../../api/grants';
import { useIntentKey } from '../../../api/intentKey';
import { shareUrl, useShareCalls, useShareInfo } from '../../../api/linkShare';
import { useVersionCalls, useVersions } from '../../../api/versions';
import { notify } from '../../../app/notify';
import { FormAlert } from '../../../components/common/FormAlert';
import { FormField } from '../../../components/common/FormField';
import { routeError, type FormError } from '../../../forms/formError';
import { useEditor } from '../context';
import { drawEditorCanvas } from '../useThumbnail';
import { linkAfterPublish } from './publishShare';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  action: { whiteSpace: 'nowrap', flexShrink: 0 },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
  intro: { color: tokens.colorNeutralForeground2 },
  option: { display: 'flex', flexDirection: 'column' },
  hint: {
    color: tokens.colorNeutralForeground3,
    paddingLeft: '32px',
    marginTop: `calc(-1 * ${tokens.spacingVerticalXS})`,
  },
  secrets: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
});

type Phase = 'idle' | 'saving' | 'publishing' | 'sharing';

/**
 * Publish: name (V1, V2… by default), remark, "as the latest" (on by default); "Publish" or
 * "Publish and share", which also turns the screen's link on after publishing (publishShare.ts)
 * and whose toast opens the link. Pending autosaves are flushed first, so the version is exactly
 * what the editor shows. When the link cannot be turned on, the version stays published: the
 * dialog says so, and offers to try the link again or to finish without it.
 */
export function PublishDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store, screen, thumbnails } = useEditor();
  const calls = useVersionCalls(screen._id);
  const versions = useVersions(screen._id);
  const suggested = versions.data ? `V${(versions.data[0]?.seq ?? 0) + 1}` : '';
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? suggested;
  const [remark, setRemark] = useState('');
  const [latest, setLatest] = useState(true);
  /** Whether the submit under way (or the last) shares by link: "Publish and share". */
  const [shareByLink, setShareByLink] = useState(false);
  /** The version this dialog published, once it has. */
  const [published, setPublished] = useState<{ name: string } | null>(null);
  const share = useShareInfo('screen', shareByLink ? screen._id : null);
  const shareCalls = useShareCalls('screen');
  // A role without "share by link" never turns a link on (docs/permissions.md).
  const { data: grants } = useGrants();
  const mayShare = !grants || grants.permissions.includes('share_link');
  const [phase, setPhase] = useState<Phase>('idle');
  const [nameError, setNameError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const busy = phase !== 'idle';
  const intent = useIntentKey();

  const submit = async (withLink: boolean) => {
    if (busy) return;
    setShareByLink(withLink);
    setFormError(null);
    const parsed = versionName.safeParse(name);
    if (!published && !parsed.success) return setNameError(ErrorCode.NAME_INVALID);
    try {
      let version = published;
      if (!version && parsed.success) {
        setPhase('saving');
        await store.flush();
        setPhase('publishing');
        const { doc } = store.getSnapshot();
        const image = (await drawEditorCanvas(doc).catch(() => null)) ?? undefined;
        // The card shows what was published too.
        if (image) void thumbnails.adopt(doc, image);
        version = await calls.publish(
          { name: parsed.data, remark: remark.trim(), latest, ...(image ? { image } : {}) },
          intent.keyFor(`${parsed.data}|${remark.trim()}|${String(latest)}`),
        );
        intent.done();
        void versions.mutate();
        setPublished(version);
      }
      if (!version) return;
      if (!withLink) {
        notify('success', t('editor.publish.done', { name: version.name }), 6000, undefined, {
          label: t('editor.publish.viewVersions'),
          href: `/screenVersionMan/${encodeURIComponent(screen._id)}`,
        });
        return onClose();
      }
      setPhase('sharing');
      // Read again now: the link may have been turned on or off since the dialog opened.
      const link = await linkAfterPublish(await share.mutate(), () => shareCalls.add(screen._id));
      notify('success', t('editor.publish.done', { name: version.name }), 6000, undefined, {
        label: t('editor.publish.openShare'),
        href: shareUrl(link),
        newTab: true,
      });
      onClose();
    } catch (error) {
      setPhase('idle');
      const routed = routeError(error, { [ErrorCode.NAME_INVALID]: 'name' }, ['name'] as const);
      setNameError(routed.fields.name);
      setFormError(routed.form);
    }
  };

  const working =
    phase === 'saving'
      ? t('editor.publish.saving')
      : phase === 'publishing'
        ? t('editor.publish.publishing')
        : phase === 'sharing'
          ? t('editor.publish.sharing')
          : null;
  /** Published, its link refused: the dialog tries the link again or finishes without it. */
  const linkPending = published !== null && shareByLink;

  return (
    <Dialog open onOpenChange={(_, d) => (d.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="publish-dialog">
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void submit(linkPending);
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{t('editor.publish.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Caption1 className={styles.intro}>{t('editor.publish.intro')}</Caption1>
              <FormField
                label={t('editor.publish.name')}
                error={nameError}
                required
                hint={t('common.charCount', { count: name.length, max: LIMITS.nameMaxLength })}
              >
                <Input
                  name="version-name"
                  value={published ? published.name : name}
                  maxLength={LIMITS.nameMaxLength}
                  disabled={busy || published !== null}
                  onChange={(_, d) => {
                    setTyped(d.value);
                    setNameError(undefined);
                  }}
                />
              </FormField>
              <FormField
                label={t('editor.publish.remark')}
                hint={t('common.charCount', { count: remark.length, max: VERSION_REMARK_MAX })}
              >
                <Textarea
                  name="version-remark"
                  value={remark}
                  placeholder={t('editor.publish.remarkPlaceholder')}
                  maxLength={VERSION_REMARK_MAX}
                  rows={3}
                  resize="vertical"
                  disabled={busy || published !== null}
                  onChange={(_, d) => setRemark(d.value)}
                />
              </FormField>
              <div className={styles.option}>
                <Checkbox
                  checked={latest}
                  disabled={busy || published !== null}
                  label={t('editor.publish.latest')}
                  onChange={(_, d) => setLatest(d.checked === true)}
                />
                <Caption1 className={styles.hint}>{t('editor.publish.latestHint')}</Caption1>
              </div>
              {published ? null : <Caption1 className={styles.intro}>{t('editor.publish.shareByLinkHint')}</Caption1>}
              <Caption1 className={styles.secrets}>
                <ShieldCheckmark16Regular />
                {t('editor.publish.secrets')}
              </Caption1>
              {published && !busy ? (
                <Caption1 role="status" data-testid="publish-published">
                  {t('editor.publish.publishedNotShared', { name: published.name })}
                </Caption1>
              ) : null}
              <FormAlert error={formError} />
            </DialogContent>
            <DialogActions>
              <Button
                appearance="secondary"
                type="button"
                disabled={busy}
                onClick={() => (published ? void submit(false) : onClose())}
              >
                {published ? t('editor.publish.finish') : t('common.cancel')}
              </Button>
              {published ? null : (
                <Button
                  appearance="secondary"
                  type="button"
                  disabledFocusable={busy || versions.isLoading || !mayShare}
                  onClick={() => void submit(true)}
                  icon={busy && shareByLink ? <Spinner size="tiny" /> : undefined}
                  className={styles.action}
                  data-testid="publish-and-share"
                >
                  {busy && shareByLink && working ? working : t('editor.publish.submitAndShare')}
                </Button>
              )}
              <Button
                appearance="primary"
                type="submit"
                disabledFocusable={busy || versions.isLoading}
                icon={busy && !(shareByLink && !published) ? <Spinner size="tiny" /> : undefined}
                data-phase={phase}
              >
                {working && !(shareByLink && !published)
                  ? working
                  : linkPending
                    ? t('editor.publish.retryShare')
                    : t('editor.publish.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
