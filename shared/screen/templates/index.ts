import { LIMITS } from '../../limits.js';
import { buildTemplate, type ScreenTemplate } from './build.js';
import { financeKpis, retailChannels, salesPerformance } from './business.js';
import { cityTraffic, iotMonitoring, logisticsMap, operationsCentre } from './monitoring.js';

/**
 * The template gallery of /createScreen: blanks and built-in screens with real content, each
 * built in both languages (a screen is created in the language of the user creating it). The
 * widget types are those of the component library (web/src/widgets).
 */
export const TEMPLATES: readonly ScreenTemplate[] = [
  buildTemplate(
    {
      id: 'blank',
      name: { zh: '空白大屏', en: 'Blank screen' },
      description: { zh: '1920 × 1080 空白画布', en: 'An empty 1920 × 1080 canvas' },
      mobile: false,
    },
    () => ({ config: { width: LIMITS.canvasDefault.width, height: LIMITS.canvasDefault.height }, widgets: [] }),
  ),
  buildTemplate(
    {
      id: 'mobile-blank',
      name: { zh: '空白移动端', en: 'Blank mobile' },
      description: { zh: '750 宽的移动端画布', en: 'An empty 750-wide mobile canvas' },
      mobile: true,
    },
    () => ({ config: { width: LIMITS.mobileRecommendedWidth, height: 1334, scaling: 'mobile' }, widgets: [] }),
  ),
  operationsCentre,
  salesPerformance,
  retailChannels,
  logisticsMap,
  cityTraffic,
  iotMonitoring,
  financeKpis,
];

export function findTemplate(id: string): ScreenTemplate | undefined {
  return TEMPLATES.find((template) => template.id === id);
}
