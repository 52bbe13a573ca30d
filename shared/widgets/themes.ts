/**
 * The screen colour themes, chosen per screen by `config.background.theme`.
 * Widgets take their series colours, text, grid and tooltip colours from the theme unless
 * they override them. Data, not UI: these are the only colours of the component library.
 */
export interface ScreenTheme {
  id: string;
  /** The theme's name among the editor's screen-settings messages (`themes` of `settings`). */
  labelKey: 'techBlue' | 'neon' | 'lightBusiness' | 'green' | 'amber' | 'highContrast';
  /** The canvas background colour a screen gets when the theme is picked. */
  background: string;
  light: boolean;
  /** Series colours, in order. */
  colors: readonly string[];
  text: string;
  mutedText: string;
  /** Axis lines and grid lines. */
  axis: string;
  grid: string;
  tooltip: { background: string; border: string; text: string };
  /** Low → high stops of continuous scales (heatmaps, gauges); the low end stays visible on the background. */
  scale: readonly [string, string, string];
  /** The unfilled track of gauges and progress rings. */
  track: string;
}

export const SCREEN_THEMES: readonly ScreenTheme[] = [
  {
    id: 'tech-blue',
    labelKey: 'techBlue',
    background: '#061629',
    light: false,
    colors: ['#38bdf8', '#34d399', '#fbbf24', '#818cf8', '#f472b6', '#22d3ee', '#fb923c', '#a78bfa'],
    text: '#dbeafe',
    mutedText: 'rgba(191, 219, 254, 0.72)',
    axis: 'rgba(125, 211, 252, 0.35)',
    grid: 'rgba(125, 211, 252, 0.12)',
    tooltip: { background: 'rgba(8, 28, 52, 0.94)', border: '#38bdf8', text: '#e0f2fe' },
    scale: ['#1d4e89', '#0ea5e9', '#a5f3fc'],
    track: 'rgba(56, 189, 248, 0.14)',
  },
  {
    id: 'neon',
    labelKey: 'neon',
    background: '#050b1f',
    light: false,
    colors: ['#f0abfc', '#22d3ee', '#a3e635', '#facc15', '#fb7185', '#818cf8', '#2dd4bf', '#fdba74'],
    text: '#f5f3ff',
    mutedText: 'rgba(221, 214, 254, 0.72)',
    axis: 'rgba(232, 121, 249, 0.4)',
    grid: 'rgba(232, 121, 249, 0.12)',
    tooltip: { background: 'rgba(20, 8, 40, 0.94)', border: '#e879f9', text: '#faf5ff' },
    scale: ['#6d28d9', '#c026d3', '#67e8f9'],
    track: 'rgba(240, 171, 252, 0.14)',
  },
  {
    id: 'light-business',
    labelKey: 'lightBusiness',
    background: '#f3f6fa',
    light: true,
    colors: ['#2563eb', '#0d9488', '#f59e0b', '#dc2626', '#7c3aed', '#0891b2', '#65a30d', '#db2777'],
    text: '#1e293b',
    mutedText: '#475569',
    axis: '#cbd5e1',
    grid: '#e2e8f0',
    tooltip: { background: 'rgba(255, 255, 255, 0.97)', border: '#94a3b8', text: '#0f172a' },
    scale: ['#dbeafe', '#60a5fa', '#1e3a8a'],
    track: '#e2e8f0',
  },
  {
    id: 'green',
    labelKey: 'green',
    background: '#04140d',
    light: false,
    colors: ['#34d399', '#facc15', '#38bdf8', '#a3e635', '#fb923c', '#2dd4bf', '#c4b5fd', '#86efac'],
    text: '#dcfce7',
    mutedText: 'rgba(187, 247, 208, 0.72)',
    axis: 'rgba(52, 211, 153, 0.35)',
    grid: 'rgba(52, 211, 153, 0.12)',
    tooltip: { background: 'rgba(4, 32, 20, 0.94)', border: '#34d399', text: '#ecfdf5' },
    scale: ['#15803d', '#10b981', '#d9f99d'],
    track: 'rgba(52, 211, 153, 0.14)',
  },
  {
    id: 'amber',
    labelKey: 'amber',
    background: '#1a1206',
    light: false,
    colors: ['#fbbf24', '#38bdf8', '#f87171', '#a3e635', '#fb923c', '#fde68a', '#f472b6', '#facc15'],
    text: '#fef3c7',
    mutedText: 'rgba(253, 230, 138, 0.72)',
    axis: 'rgba(251, 191, 36, 0.35)',
    grid: 'rgba(251, 191, 36, 0.12)',
    tooltip: { background: 'rgba(38, 24, 6, 0.95)', border: '#fbbf24', text: '#fffbeb' },
    scale: ['#a16207', '#f59e0b', '#fef08a'],
    track: 'rgba(251, 191, 36, 0.14)',
  },
  {
    id: 'high-contrast',
    labelKey: 'highContrast',
    background: '#000000',
    light: false,
    colors: ['#ffff00', '#00ffff', '#ff00ff', '#00ff00', '#ff8000', '#ffffff', '#8080ff', '#ff4040'],
    text: '#ffffff',
    mutedText: '#f0f0f0',
    axis: '#ffffff',
    grid: 'rgba(255, 255, 255, 0.35)',
    tooltip: { background: '#000000', border: '#ffffff', text: '#ffffff' },
    scale: ['#0000ff', '#00ffff', '#ffff00'],
    track: 'rgba(255, 255, 255, 0.25)',
  },
];

export const DEFAULT_SCREEN_THEME_ID = 'tech-blue';

const BY_ID = new Map(SCREEN_THEMES.map((theme) => [theme.id, theme]));

/** The theme of a screen; unknown ids (older or foreign documents) get the default. */
export function screenTheme(id: string | undefined): ScreenTheme {
  return (id ? BY_ID.get(id) : undefined) ?? BY_ID.get(DEFAULT_SCREEN_THEME_ID)!;
}
