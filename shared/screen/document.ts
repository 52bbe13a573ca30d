import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS, SCALING_MODES } from '../limits.js';
import { codeMessage, nameRule } from '../validation/rules.js';

/**
 * The screen document (docs/ARCHITECTURE.md#the-screen-document-and-its-migrations), schema version 2: plain JSON with
 * canvas config, widgets by id (content) and layout entries (position), as Grafana's v2
 * dashboard separates elements from layout. Older documents go through `migrate` first.
 */
export const SCHEMA_VERSION = 2;

const colour = z.string().check(z.maxLength(64));
const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

export const watermarkSchema = z.object({
  enabled: z._default(z.boolean(), false),
  text: z._default(z.string().check(z.maxLength(100)), ''),
  color: z._default(colour, 'rgba(255,255,255,0.12)'),
  fontSize: z._default(z.number().check(z.int(), z.gte(8), z.lte(200)), 16),
  spacing: z._default(z.number().check(z.int(), z.gte(0), z.lte(2000)), 120),
});

/**
 * The real wall a screen is shown on, when it is not simply the window: one display of a given
 * resolution (e.g. 6656×1792), or a splice of `columns`×`rows` panels of one resolution with
 * `bezel` panel pixels of frame between two panels. The viewer places the screen into the
 * wall's resolution; the editor overlays the panels' seams. `none`: the window is the wall.
 */
export const WALL_KINDS = ['none', 'display', 'splice'] as const;
export const wallSchema = z.object({
  kind: z._default(z.enum(WALL_KINDS), 'none'),
  width: z._default(z.number().check(z.int(), z.gte(100), z.lte(32_768)), 1920),
  height: z._default(z.number().check(z.int(), z.gte(100), z.lte(32_768)), 1080),
  columns: z._default(z.number().check(z.int(), z.gte(1), z.lte(16)), 3),
  rows: z._default(z.number().check(z.int(), z.gte(1), z.lte(16)), 2),
  panelWidth: z._default(z.number().check(z.int(), z.gte(100), z.lte(8192)), 1920),
  panelHeight: z._default(z.number().check(z.int(), z.gte(100), z.lte(8192)), 1080),
  bezel: z._default(z.number().check(z.int(), z.gte(0), z.lte(500)), 0),
});
export type WallProfile = z.infer<typeof wallSchema>;

export const backgroundSchema = z.object({
  color: z._default(colour, '#0b1a2e'),
  image: z._default(z.string().check(z.maxLength(2048)), ''),
  theme: z._default(z.string().check(z.maxLength(64)), 'tech-blue'),
});

export const referenceLineSchema = z.object({
  axis: z.enum(['x', 'y']),
  position: z.number().check(z.gte(-100_000), z.lte(100_000)),
});

export const screenConfigSchema = z.object({
  title: z._default(z.string().check(z.maxLength(LIMITS.nameMaxLength)), ''),
  width: z._default(z.number().check(z.int(), z.gte(100), z.lte(16_384)), LIMITS.canvasDefault.width),
  height: z._default(z.number().check(z.int(), z.gte(100), z.lte(16_384)), LIMITS.canvasDefault.height),
  scaling: z._default(z.enum(SCALING_MODES), 'fullscreen'),
  background: z._default(backgroundSchema, backgroundSchema.parse({})),
  grid: z._default(
    z.object({
      spacing: z._default(z.number().check(z.int(), z.gte(1), z.lte(500)), 10),
      show: z._default(z.boolean(), true),
    }),
    { spacing: 10, show: true },
  ),
  ruler: z._default(z.boolean(), true),
  referenceLines: z._default(z.array(referenceLineSchema).check(z.maxLength(200)), []),
  commGroups: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(100)), []),
  /** Names given to widget groups (widgets sharing a `groupId`); an unnamed group is numbered. */
  groups: z._default(
    z.array(z.object({ id, name: z.string().check(z.maxLength(LIMITS.nameMaxLength)) })).check(z.maxLength(1000)),
    [],
  ),
  watermark: z._default(watermarkSchema, watermarkSchema.parse({})),
  wall: z._default(wallSchema, wallSchema.parse({})),
  mouse: z._default(
    z.object({
      style: z._default(z.string().check(z.maxLength(32)), 'default'),
      image: z._default(z.string().check(z.maxLength(2048)), ''),
    }),
    { style: 'default', image: '' },
  ),
  events: z._default(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(500)), []),
});

export const widgetSchema = z.object({
  id,
  type: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Display name and everything the type's own schema defines (validated per type). */
  attr: z.looseObject({ globeStyle: z.looseObject({ name: z.string().check(z.maxLength(LIMITS.nameMaxLength)) }) }),
  style: z._default(z.record(z.string(), z.unknown()), {}),
  data: z._default(z.record(z.string(), z.unknown()), {}),
  events: z._default(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(100)), []),
  locked: z._default(z.boolean(), false),
  hidden: z._default(z.boolean(), false),
  groupId: z.optional(z.string().check(z.maxLength(64))),
  inner: z._default(z.boolean(), false),
  /** The version of `attr` (shared/widgets/attr-migrations.ts); absent: 1. */
  attrVersion: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
});

export const layoutSchema = z.object({
  widgetId: id,
  x: z.number().check(z.gte(-100_000), z.lte(100_000)),
  y: z.number().check(z.gte(-100_000), z.lte(100_000)),
  w: z.number().check(z.gte(1), z.lte(100_000)),
  h: z.number().check(z.gte(1), z.lte(100_000)),
  z: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  rotation: z._default(z.number().check(z.gte(-360), z.lte(360)), 0),
});

export const screenDocumentSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    config: screenConfigSchema,
    widgets: z.record(id, widgetSchema),
    layout: z.array(layoutSchema).check(z.maxLength(5000)),
  })
  .check(
    z.superRefine((doc, ctx) => {
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
    }),
  );

export type ScreenConfig = z.output<typeof screenConfigSchema>;
export type Widget = z.output<typeof widgetSchema>;
export type LayoutEntry = z.output<typeof layoutSchema>;
export type ScreenDocument = z.output<typeof screenDocumentSchema>;
export type ScreenDocumentInput = z.input<typeof screenDocumentSchema>;

export const screenNameRule = nameRule(ErrorCode.NAME_INVALID);

export function emptyDocument(config: Partial<z.input<typeof screenConfigSchema>> = {}): ScreenDocument {
  return screenDocumentSchema.parse({ schemaVersion: SCHEMA_VERSION, config, widgets: {}, layout: [] });
}
