import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS, SCALING_MODES } from '../limits.js';
import { codeMessage, nameRule } from '../validation/rules.js';

/**
 * The screen document (docs/ARCHITECTURE.md#the-screen-document-and-its-migrations), schema version 2: plain JSON with
 * canvas config, widgets by id (content) and layout entries (position), as Grafana's v2
 * dashboard separates elements from layout. Older documents go through `migrate` first.
 */
export const SCHEMA_VERSION = 2;

const colour = z.string().max(64);
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const watermarkSchema = z.object({
  enabled: z.boolean().default(false),
  text: z.string().max(100).default(''),
  color: colour.default('rgba(255,255,255,0.12)'),
  fontSize: z.number().int().min(8).max(200).default(16),
  spacing: z.number().int().min(0).max(2000).default(120),
});

/**
 * The real wall a screen is shown on, when it is not simply the window: one display of a given
 * resolution (e.g. 6656×1792), or a splice of `columns`×`rows` panels of one resolution with
 * `bezel` panel pixels of frame between two panels. The viewer places the screen into the
 * wall's resolution; the editor overlays the panels' seams. `none`: the window is the wall.
 */
export const WALL_KINDS = ['none', 'display', 'splice'] as const;
export const wallSchema = z.object({
  kind: z.enum(WALL_KINDS).default('none'),
  width: z.number().int().min(100).max(32_768).default(1920),
  height: z.number().int().min(100).max(32_768).default(1080),
  columns: z.number().int().min(1).max(16).default(3),
  rows: z.number().int().min(1).max(16).default(2),
  panelWidth: z.number().int().min(100).max(8192).default(1920),
  panelHeight: z.number().int().min(100).max(8192).default(1080),
  bezel: z.number().int().min(0).max(500).default(0),
});
export type WallProfile = z.infer<typeof wallSchema>;

export const backgroundSchema = z.object({
  color: colour.default('#0b1a2e'),
  image: z.string().max(2048).default(''),
  theme: z.string().max(64).default('tech-blue'),
});

export const referenceLineSchema = z.object({
  axis: z.enum(['x', 'y']),
  position: z.number().min(-100_000).max(100_000),
});

export const screenConfigSchema = z.object({
  title: z.string().max(LIMITS.nameMaxLength).default(''),
  width: z.number().int().min(100).max(16_384).default(LIMITS.canvasDefault.width),
  height: z.number().int().min(100).max(16_384).default(LIMITS.canvasDefault.height),
  scaling: z.enum(SCALING_MODES).default('fullscreen'),
  background: backgroundSchema.default(backgroundSchema.parse({})),
  grid: z
    .object({ spacing: z.number().int().min(1).max(500).default(10), show: z.boolean().default(true) })
    .default({ spacing: 10, show: true }),
  ruler: z.boolean().default(true),
  referenceLines: z.array(referenceLineSchema).max(200).default([]),
  commGroups: z.array(z.string().max(50)).max(100).default([]),
  /** Names given to widget groups (widgets sharing a `groupId`); an unnamed group is numbered. */
  groups: z
    .array(z.object({ id, name: z.string().max(LIMITS.nameMaxLength) }))
    .max(1000)
    .default([]),
  watermark: watermarkSchema.default(watermarkSchema.parse({})),
  wall: wallSchema.default(wallSchema.parse({})),
  mouse: z
    .object({ style: z.string().max(32).default('default'), image: z.string().max(2048).default('') })
    .default({ style: 'default', image: '' }),
  events: z.array(z.record(z.string(), z.unknown())).max(500).default([]),
});

export const widgetSchema = z.object({
  id,
  type: z.string().min(1).max(64),
  /** Display name and everything the type's own schema defines (validated per type). */
  attr: z.looseObject({ globeStyle: z.looseObject({ name: z.string().max(LIMITS.nameMaxLength) }) }),
  style: z.record(z.string(), z.unknown()).default({}),
  data: z.record(z.string(), z.unknown()).default({}),
  events: z.array(z.record(z.string(), z.unknown())).max(100).default([]),
  locked: z.boolean().default(false),
  hidden: z.boolean().default(false),
  groupId: z.string().max(64).optional(),
  inner: z.boolean().default(false),
});

export const layoutSchema = z.object({
  widgetId: id,
  x: z.number().min(-100_000).max(100_000),
  y: z.number().min(-100_000).max(100_000),
  w: z.number().min(1).max(100_000),
  h: z.number().min(1).max(100_000),
  z: z.number().int().min(0).max(1_000_000),
  rotation: z.number().min(-360).max(360).default(0),
});

export const screenDocumentSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    config: screenConfigSchema,
    widgets: z.record(id, widgetSchema),
    layout: z.array(layoutSchema).max(5000),
  })
  .superRefine((doc, ctx) => {
    const placed = new Set<string>();
    for (const entry of doc.layout) {
      if (!doc.widgets[entry.widgetId] || placed.has(entry.widgetId)) {
        ctx.addIssue({ code: 'custom', path: ['layout'], message: codeMessage(ErrorCode.COMPONENT_KEY_DUPLICATE) });
        return;
      }
      placed.add(entry.widgetId);
    }
    for (const [key, widget] of Object.entries(doc.widgets)) {
      if (key !== widget.id || !placed.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['widgets', key],
          message: codeMessage(ErrorCode.COMPONENT_KEY_DUPLICATE),
        });
        return;
      }
    }
  });

export type ScreenConfig = z.output<typeof screenConfigSchema>;
export type Widget = z.output<typeof widgetSchema>;
export type LayoutEntry = z.output<typeof layoutSchema>;
export type ScreenDocument = z.output<typeof screenDocumentSchema>;
export type ScreenDocumentInput = z.input<typeof screenDocumentSchema>;

export const screenNameRule = nameRule(ErrorCode.NAME_INVALID);

export function emptyDocument(config: Partial<z.input<typeof screenConfigSchema>> = {}): ScreenDocument {
  return screenDocumentSchema.parse({ schemaVersion: SCHEMA_VERSION, config, widgets: {}, layout: [] });
}
