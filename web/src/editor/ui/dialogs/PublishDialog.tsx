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
import { useIntentKey } from '../../../api/intentKey';
import { useVersionCalls, useVersions } from '../../../api/versions';
import { notify } from '../../../app/notify';
import { FormAlert } from '../../../components/common/FormAlert';
import { FormField } from '../../../components/common/FormField';
import { routeError, type FormError } from '../../../forms/formError';
import { useEditor } from '../context';
import { drawEditorCanvas } from '../useThumbnail';

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
  intro: { color: tokens.colorNeutralForeground2 },
  latest: { display: 'flex', flexDirection: 'column' },
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

type Phase = 'idle' | 'saving' | 'publishing';

/**
 * Publish: name (V1, V2… by default), remark, "as the latest" (on by default). Pending
 * autosaves are flushed first, so the version is exactly what the editor shows.
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
  const [phase, setPhase] = useState<Phase>('idle');
  const [nameError, setNameError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const busy = phase !== 'idle';
  const intent = useIntentKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = versionName.safeParse(name);
    if (!parsed.success) return setNameError(ErrorCode.NAME_INVALID);
    try {
      setPhase('saving');
      await store.flush();
      setPhase('publishing');
      const { doc } = store.getSnapshot();
      const image = (await drawEditorCanvas(doc).catch(() => null)) ?? undefined;
      // The card shows what was published too.
      if (image) void thumbnails.adopt(doc, image);
      const version = await calls.publish(
        { name: parsed.data, remark: remark.trim(), latest, ...(image ? { image } : {}) },
        intent.keyFor(`${parsed.data}|${remark.trim()}|${String(latest)}`),
      );
      intent.done();
      void versions.mutate();
      notify('success', t('editor.publish.done', { name: version.name }), 6000, undefined, {
        label: t('editor.publish.viewVersions'),
        href: `/screenVersionMan/${encodeURIComponent(screen._id)}`,
      });
      onClose();
    } catch (error) {
      setPhase('idle');
      const routed = routeError(error, { [ErrorCode.NAME_INVALID]: 'name' }, ['name'] as const);
      setNameError(routed.fields.name);
      setFormError(routed.form);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => (d.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="publish-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate>
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
                  value={name}
                  maxLength={LIMITS.nameMaxLength}
                  disabled={busy}
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
                  disabled={busy}
                  onChange={(_, d) => setRemark(d.value)}
                />
              </FormField>
              <div className={styles.latest}>
                <Checkbox
                  checked={latest}
                  disabled={busy}
                  label={t('editor.publish.latest')}
                  onChange={(_, d) => setLatest(d.checked === true)}
                />
                <Caption1 className={styles.hint}>{t('editor.publish.latestHint')}</Caption1>
              </div>
              <Caption1 className={styles.secrets}>
                <ShieldCheckmark16Regular />
                {t('editor.publish.secrets')}
              </Caption1>
              <FormAlert error={formError} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" type="button" disabled={busy} onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabledFocusable={busy || versions.isLoading}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                data-phase={phase}
              >
                {phase === 'saving'
                  ? t('editor.publish.saving')
                  : phase === 'publishing'
                    ? t('editor.publish.publishing')
                    : t('editor.publish.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
