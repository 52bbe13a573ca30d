import * as z from 'zod';

/** Start-up calls (spec §7): they take nothing but tolerate cache-busting query values. */
export const startupArgs = z.looseObject({});
