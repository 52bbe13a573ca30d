import { useState } from 'react';
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FavouritesPanel } from './FavouritesPanel';
import { LayersPanel } from './LayersPanel';
import { Palette } from './Palette';

const useStyles = makeStyles({
  root: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  tabs: {
    flexShrink: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
});

type PanelTab = 'components' | 'layers' | 'favourites';

/** Components, Layers and Favourites. */
export function LeftPanel() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<PanelTab>('components');
  return (
    <aside className={styles.root} aria-label={t('editor.panels.label')}>
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as PanelTab)}
      >
        <Tab value="components">{t('editor.panels.components')}</Tab>
        <Tab value="layers">{t('editor.panels.layers')}</Tab>
        <Tab value="favourites">{t('editor.panels.favourites')}</Tab>
      </TabList>
      <div className={styles.body} role="tabpanel">
        {tab === 'components' ? <Palette /> : tab === 'layers' ? <LayersPanel /> : <FavouritesPanel />}
      </div>
    </aside>
  );
}
