import { makeStyles, tokens } from '@fluentui/react-components';
import { useEditorState } from '../context';
import { ScreenSettings } from './ScreenSettings';
import { WidgetProperties } from './WidgetProperties';

const useStyles = makeStyles({
  root: {
    height: '100%',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground2,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The selection's properties, or with nothing selected, the screen's settings. */
export function Inspector() {
  const styles = useStyles();
  const count = useEditorState((s) => s.session.selection.length);
  return (
    <aside className={styles.root} data-testid="inspector">
      {count > 0 ? <WidgetProperties /> : <ScreenSettings />}
    </aside>
  );
}
