import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '../../../../shared/acts/upload.js';
import { errorText } from '../../i18n/errorTexts';
import type { GroupItem } from '../../api/results';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences, useServices } from '../../app/services';
import { OpenedOnce } from '../common/OpenedOnce';
import type { ImportPhase } from './ImportProgressDialog';
import { LazyImportProgressDialog } from './lazyDialogs';

interface ImportButtonProps {
  /** Import into this group; without it the package's own group is used. */
  groupId: string | undefined;
  onImported: (result: { group: GroupItem; screens: number }) => void;
}

/** Import a `.zip` exported by Wallboard: check, upload in parts with progress, import. */
export function ImportButton({ groupId, onImported }: ImportButtonProps) {
  const { t } = useTranslation();
  const { rpc } = useServices();
  const { language } = usePreferences();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { checkUploadFile, megabytes, uploadFile, xhrPut } = await import('../../api/upload');
    const invalid = checkUploadFile(file, 'import');
    if (invalid !== null) {
      notify(
        'error',
        t('screenList.import.rule', { max: megabytes(UPLOAD_RULES.import.maxBytes) }),
        4000,
        errorText(invalid, language),
      );
      return;
    }
    setPhase({ kind: 'uploading', file, progress: 0 });
    try {
      const uploaded = await uploadFile(rpc, file, xhrPut, {
        purpose: 'import',
        onProgress: (progress) => setPhase({ kind: 'uploading', file, progress }),
      });
      setPhase({ kind: 'importing', file });
      const result = await rpc.call('v1/group/resource_import', {
        upload_key: uploaded.key,
        ...(groupId ? { group_id: groupId } : {}),
      });
      // Without a group to import into, the server makes one for the package: the user is told so.
      const done = groupId ? 'screenList.import.done' : 'screenList.import.doneNewGroup';
      notify('success', t(done, { count: result.screens, group: result.group.name }));
      onImported(result);
    } catch (error) {
      reportError(error, 'errors.importFailed');
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_RULES.import.accept}
        hidden
        onChange={(event) => void onFile(event)}
        data-testid="import-input"
        aria-label={t('screenList.import.button')}
      />
      <Button
        icon={<ArrowUpload20Regular />}
        onClick={() => input.current?.click()}
        disabledFocusable={phase.kind !== 'idle'}
      >
        {t('screenList.import.button')}
      </Button>
      <OpenedOnce open={phase.kind !== 'idle'}>
        <LazyImportProgressDialog phase={phase} />
      </OpenedOnce>
    </>
  );
}
