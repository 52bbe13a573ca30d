import { useMemo, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenDetail } from '../../../../shared/acts/results.js';
import { HiddenHeading } from '../../components/common/HiddenHeading';
import { DesignModeContext } from '../../widgets/runtime/designMode';
import type { RealtimeClient } from '../../realtime/client';
import { usePushChannels } from '../../realtime/usePushChannels';
import { usePushSubscription } from '../../realtime/usePushSubscription';
import { CanvasViewport } from './canvas/CanvasViewport';
import { EditorContext, useEditorState, type EditorContextValue } from './context';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { Inspector } from './panels/Inspector';
import { LeftPanel } from './panels/LeftPanel';
import { TopBar } from './top/TopBar';
import { useEditorStore } from './useEditorStore';
import { usePresence } from './usePresence';
import { useShortcuts } from './useShortcuts';
import { useThumbnail } from './useThumbnail';

const useStyles = makeStyles({
  root: {
    flex: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateRows: '52px minmax(0, 1fr)',
    gridTemplateColumns: '272px minmax(0, 1fr) auto',
    gridTemplateAreas: '"top top top" "left canvas right"',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  top: { gridArea: 'top' },
  left: { gridArea: 'left', minHeight: 0 },
  canvas: { gridArea: 'canvas', minHeight: 0, minWidth: 0 },
  right: { gridArea: 'right', minHeight: 0, width: '296px' },
});

/** Keeps the editor's push-bound widgets fed from its connection, as a display's are. */
function EditorPushFeed({ client }: { client: RealtimeClient | null }) {
  const widgets = useEditorState((s) => s.doc.widgets);
  usePushSubscription(client, usePushChannels(Object.values(widgets)));
  return null;
}

/**
 * The editor's frame: top bar, palette and layers on the left, the canvas, the inspector. Widgets
 * drawn anywhere in it are in design mode (inert controls, iframes and videos).
 */
export function EditorLayout({ screen }: { screen: ScreenDetail }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store, dialog, setDialog } = useEditorStore(screen);
  const [inspector, setInspector] = useState(true);
  const thumbnails = useThumbnail(store, screen);
  const context = useMemo<EditorContextValue>(
    () => ({ store, screen, open: setDialog, thumbnails }),
    [store, screen, setDialog, thumbnails],
  );
  const { users, client } = usePresence(screen._id);
  useShortcuts(store);
  return (
    <EditorContext.Provider value={context}>
      <DesignModeContext.Provider value>
        <EditorPushFeed client={client} />
        <div className={styles.root} data-testid="editor">
          <header className={styles.top}>
            <TopBar users={users} inspector={inspector} onToggleInspector={() => setInspector((v) => !v)} />
          </header>
          <div className={styles.left}>
            <LeftPanel />
          </div>
          <main className={styles.canvas}>
            <HiddenHeading>{t('routes.screenEditor')}</HiddenHeading>
            <CanvasViewport />
          </main>
          {inspector ? (
            <div className={styles.right}>
              <Inspector />
            </div>
          ) : null}
        </div>
        <EditorDialogs dialog={dialog} onClose={() => setDialog(null)} />
      </DesignModeContext.Provider>
    </EditorContext.Provider>
  );
}
