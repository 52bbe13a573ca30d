import { Field, makeStyles, Option } from '@fluentui/react-components';
import { Dropdown } from '../../../components/common/Dropdown';
import { useTranslation } from 'react-i18next';
import { WALL_KINDS, type WallProfile } from '../../../../../shared/screen/document.js';
import { wallResolution } from '../../../viewer/wallProfile';
import { NumberField, Section, useFieldStyles } from './fields';

const useStyles = makeStyles({ dropdown: { minWidth: 0, width: '100%' } });

/** The wall the screen is shown on: none (the window), one display, or a splice of panels with bezels. */
export function WallSettings({ wall, onChange }: { wall: WallProfile; onChange: (wall: WallProfile) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const fields = useFieldStyles();
  const set = (patch: Partial<WallProfile>) => onChange({ ...wall, ...patch });
  const size = wallResolution(wall);
  return (
    <Section title={t('editor.settings.wall.title')}>
      <Field
        label={t('editor.settings.wall.kind')}
        size="small"
        hint={
          size
            ? t('editor.settings.wall.resolution', { width: size.width, height: size.height })
            : t('editor.settings.wall.noneHint')
        }
      >
        <Dropdown
          className={styles.dropdown}
          size="small"
          value={t(`editor.settings.wall.kinds.${wall.kind}`)}
          selectedOptions={[wall.kind]}
          onOptionSelect={(_, data) => set({ kind: data.optionValue as WallProfile['kind'] })}
          data-testid="wall-kind"
        >
          {WALL_KINDS.map((kind) => (
            <Option key={kind} value={kind}>
              {t(`editor.settings.wall.kinds.${kind}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {wall.kind === 'display' ? (
        <div className={fields.row}>
          <NumberField
            label={t('editor.settings.width')}
            value={wall.width}
            min={100}
            max={32_768}
            onCommit={(width) => set({ width })}
          />
          <NumberField
            label={t('editor.settings.height')}
            value={wall.height}
            min={100}
            max={32_768}
            onCommit={(height) => set({ height })}
          />
        </div>
      ) : null}
      {wall.kind === 'splice' ? (
        <>
          <div className={fields.row}>
            <NumberField
              label={t('editor.settings.wall.columns')}
              value={wall.columns}
              min={1}
              max={16}
              onCommit={(columns) => set({ columns })}
            />
            <NumberField
              label={t('editor.settings.wall.rows')}
              value={wall.rows}
              min={1}
              max={16}
              onCommit={(rows) => set({ rows })}
            />
          </div>
          <div className={fields.row}>
            <NumberField
              label={t('editor.settings.wall.panelWidth')}
              value={wall.panelWidth}
              min={100}
              max={8192}
              onCommit={(panelWidth) => set({ panelWidth })}
            />
            <NumberField
              label={t('editor.settings.wall.panelHeight')}
              value={wall.panelHeight}
              min={100}
              max={8192}
              onCommit={(panelHeight) => set({ panelHeight })}
            />
          </div>
          <NumberField
            label={t('editor.settings.wall.bezel')}
            value={wall.bezel}
            min={0}
            max={500}
            onCommit={(bezel) => set({ bezel })}
          />
        </>
      ) : null}
    </Section>
  );
}
