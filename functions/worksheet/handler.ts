import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `worksheet` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const worksheetActs: ActTable = {};

export const handler = familyHandler('worksheet', worksheetActs);
