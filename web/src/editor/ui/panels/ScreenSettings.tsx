import { Button, Field, makeStyles, Option, Switch, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../components/common/Dropdown';
import { useTranslation } from 'react-i18next';
import { LIMITS, SCALING_MODES } from '../../../../../shared/limits.js';
import type { ScreenConfig } from '../../../../../shared/screen/document.js';
import { WALL_SIZES } from '../../../../../shared/screen/wall-sizes.js';
import { SCREEN_THEMES } from '../../../../../shared/widgets/themes.js';
import { useEditor, useEditorState } from '../context';
import { CommGroupsField } from './CommGroupsField';
import { ColourField, NumberField, Section, TextField, useFieldStyles } from './fields';
import { WallSettings } from './WallSettings';

const MOUSE = ['default', 'pointer', 'crosshair', 'none'] as const;

const useStyles = makeStyles({
  head: {
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  lines: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  dropdown: { minWidth: 0, width: '100%' },
});

/** The screen's settings (docs/ARCHITECTURE.md#the-screen-document-and-its-migrations), applied live and saved like any edit. */
export function ScreenSettings() {
  const styles = useStyles();
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const { store } = useEditor();
  const config = useEditorState((s) => s.doc.config);
  const set = (patch: Partial<ScreenConfig>) => store.updateConfig((c) => ({ ...c, ...patch }));
  const preset = WALL_SIZES.find((p) => p.width === config.width && p.height === config.height)?.id ?? 'custom';
  const themeKey = SCREEN_THEMES.find((theme) => theme.id === config.background.theme)?.labelKey;
  return (
    <div data-testid="screen-settings">
      <h2 className={styles.head}>{t('editor.settings.title')}</h2>
      <Section title={t('editor.settings.screenTitle')}>
        <TextField
          label={t('editor.settings.screenTitle')}
          value={config.title}
          maxLength={LIMITS.nameMaxLength}
          onCommit={(title) => set({ title })}
        />
      </Section>
      <Section title={t('editor.settings.size')}>
        <Field label={t('editor.settings.preset')} size="small">
          <Dropdown
            className={styles.dropdown}
            size="small"
            value={preset === 'custom' ? t('editor.settings.custom') : preset.replace('x', ' × ')}
            selectedOptions={[preset]}
            onOptionSelect={(_, data) => {
              const chosen = WALL_SIZES.find((p) => p.id === data.optionValue);
              if (chosen) set({ width: chosen.width, height: chosen.height });
            }}
          >
            {WALL_SIZES.map((p) => (
              <Option key={p.id} value={p.id}>{`${p.width} × ${p.height}`}</Option>
            ))}
          </Dropdown>
        </Field>
        <div className={fields.row}>
          <NumberField
            label={t('editor.settings.width')}
            value={config.width}
            min={100}
            max={16_384}
            onCommit={(width) => set({ width })}
          />
          <NumberField
            label={t('editor.settings.height')}
            value={config.height}
            min={100}
            max={16_384}
            onCommit={(height) => set({ height })}
          />
        </div>
        <Field label={t('editor.settings.scaling')} size="small">
          <Dropdown
            className={styles.dropdown}
            size="small"
            value={t(`editor.settings.scalingModes.${config.scaling}`)}
            selectedOptions={[config.scaling]}
            onOptionSelect={(_, data) => set({ scaling: data.optionValue as ScreenConfig['scaling'] })}
          >
            {SCALING_MODES.map((mode) => (
              <Option key={mode} value={mode}>
                {t(`editor.settings.scalingModes.${mode}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </Section>
      <WallSettings wall={config.wall} onChange={(wall) => set({ wall })} />
      <Section title={t('editor.settings.background')}>
        <ColourField
          label={t('editor.settings.colour')}
          value={config.background.color}
          onCommit={(color) => set({ background: { ...config.background, color } })}
        />
        <TextField
          label={t('editor.settings.image')}
          value={config.background.image}
          maxLength={2048}
          placeholder="https://"
          onCommit={(image) => set({ background: { ...config.background, image: image.trim() } })}
        />
        <Field label={t('editor.settings.theme')} size="small">
          {/* Picking a theme also gives the canvas the theme's background colour (editable after). */}
          <Dropdown
            className={styles.dropdown}
            size="small"
            value={themeKey ? t(`editor.settings.themes.${themeKey}`) : config.background.theme}
            selectedOptions={[config.background.theme]}
            onOptionSelect={(_, data) => {
              const chosen = SCREEN_THEMES.find((theme) => theme.id === data.optionValue);
              if (chosen) set({ background: { ...config.background, theme: chosen.id, color: chosen.background } });
            }}
          >
            {SCREEN_THEMES.map((theme) => (
              <Option key={theme.id} value={theme.id}>
                {t(`editor.settings.themes.${theme.labelKey}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </Section>
      <Section title={t('editor.settings.grid')}>
        <div className={fields.row}>
          <NumberField
            label={t('editor.settings.gridSpacing')}
            value={config.grid.spacing}
            min={1}
            max={500}
            onCommit={(spacing) => set({ grid: { ...config.grid, spacing } })}
          />
        </div>
        <Switch
          label={t('editor.settings.showGrid')}
          checked={config.grid.show}
          onChange={(_, data) => set({ grid: { ...config.grid, show: data.checked } })}
        />
        <Switch
          label={t('editor.settings.ruler')}
          checked={config.ruler}
          onChange={(_, data) => set({ ruler: data.checked })}
        />
        <div className={styles.lines}>
          <span>{t('editor.settings.referenceLines', { count: config.referenceLines.length })}</span>
          <Button
            size="small"
            appearance="subtle"
            disabled={config.referenceLines.length === 0}
            onClick={() => set({ referenceLines: [] })}
          >
            {t('editor.settings.clearLines')}
          </Button>
        </div>
      </Section>
      <Section title={t('editor.settings.commGroups')}>
        <CommGroupsField groups={config.commGroups} onChange={(commGroups) => set({ commGroups })} />
      </Section>
      <Section title={t('editor.settings.watermark')}>
        <Switch
          label={t('editor.settings.watermarkEnabled')}
          checked={config.watermark.enabled}
          onChange={(_, data) => set({ watermark: { ...config.watermark, enabled: data.checked } })}
        />
        <TextField
          label={t('editor.settings.watermarkText')}
          value={config.watermark.text}
          maxLength={100}
          onCommit={(text) => set({ watermark: { ...config.watermark, text } })}
        />
        <ColourField
          label={t('editor.settings.watermarkColour')}
          value={config.watermark.color}
          onCommit={(color) => set({ watermark: { ...config.watermark, color } })}
        />
        <div className={fields.row}>
          <NumberField
            label={t('editor.settings.watermarkSize')}
            value={config.watermark.fontSize}
            min={8}
            max={200}
            onCommit={(fontSize) => set({ watermark: { ...config.watermark, fontSize } })}
          />
          <NumberField
            label={t('editor.settings.watermarkSpacing')}
            value={config.watermark.spacing}
            min={0}
            max={2000}
            onCommit={(spacing) => set({ watermark: { ...config.watermark, spacing } })}
          />
        </div>
      </Section>
      <Section title={t('editor.settings.mouse')}>
        <Field label={t('editor.settings.mouse')} size="small">
          <Dropdown
            className={styles.dropdown}
            size="small"
            value={
              MOUSE.includes(config.mouse.style as (typeof MOUSE)[number])
                ? t(`editor.settings.mouseStyles.${config.mouse.style as (typeof MOUSE)[number]}`)
                : config.mouse.style
            }
            selectedOptions={[config.mouse.style]}
            onOptionSelect={(_, data) => set({ mouse: { ...config.mouse, style: data.optionValue ?? 'default' } })}
          >
            {MOUSE.map((style) => (
              <Option key={style} value={style}>
                {t(`editor.settings.mouseStyles.${style}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </Section>
    </div>
  );
}
