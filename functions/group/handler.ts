import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `group` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const groupActs: ActTable = {};

export const handler = familyHandler('group', groupActs);
