import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schema of the clock: the time and date, or a countdown to a moment. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const CLOCK_MODES = ['clock', 'countdown'] as const;

export const clockSchema = z.object({
  mode: z._default(z.enum(CLOCK_MODES, malformed), 'clock'),
  /** Clock format: YYYY MM DD HH mm ss and ddd (weekday); other characters are kept. */
  format: z._default(shortText(64), 'YYYY-MM-DD HH:mm:ss'),
  /** Countdown target, local `YYYY-MM-DDTHH:mm`; empty: the next new year. */
  target: z._default(shortText(32), ''),
  /** Shown before the countdown ("Until launch"). */
  label: z._default(shortText(), ''),
  /** Font size; 0: fit the box. */
  fontSize: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(400, malformed)), 0),
  colour: z._default(colourValue, ''),
});

export type ClockAttr = z.output<typeof clockSchema>;
