import type { EditorDialog } from '../context';
import { CollectDialog } from './CollectDialog';
import { CopyToScreenDialog } from './CopyToScreenDialog';
import { HelpDialog } from './HelpDialog';
import { HistoryDialog } from './HistoryDialog';
import { PublishDialog } from './PublishDialog';

/** The dialog a command or a button asked for. */
export function EditorDialogs({ dialog, onClose }: { dialog: EditorDialog | null; onClose: () => void }) {
  return (
    <>
      <HelpDialog open={dialog === 'help'} onClose={onClose} />
      {dialog === 'collect' ? <CollectDialog onClose={onClose} /> : null}
      {dialog === 'copyToScreen' ? <CopyToScreenDialog onClose={onClose} /> : null}
      {dialog === 'history' ? <HistoryDialog onClose={onClose} /> : null}
      {dialog === 'publish' ? <PublishDialog onClose={onClose} /> : null}
    </>
  );
}
