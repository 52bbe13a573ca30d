import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schema of the clock (issue #5): the time and date, or a countdown to a moment. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const CLOCK_MODES = ['clock', 'countdown'] as const;

export const clockSchema = z.object({
  mode: z.enum(CLOCK_MODES, malformed).default('clock'),
  /** Clock format: YYYY MM DD HH mm ss and ddd (weekday); other characters are kept. */
  format: shortText(64).default('YYYY-MM-DD HH:mm:ss'),
  /** Countdown target, local `YYYY-MM-DDTHH:mm`; empty: the next new year. */
  target: shortText(32).default(''),
  /** Shown before the countdown ("Until launch"). */
  label: shortText().default(''),
  /** Font size; 0: fit the box. */
  fontSize: z.number(malformed).min(0, malformed).max(400, malformed).default(0),
  colour: colourValue.default(''),
});

export type ClockAttr = z.output<typeof clockSchema>;
