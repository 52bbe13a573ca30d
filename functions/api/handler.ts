import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `api` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const apiActs: ActTable = {};

export const handler = familyHandler('api', apiActs);
