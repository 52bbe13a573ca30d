import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `admin` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const adminActs: ActTable = {};

export const handler = familyHandler('admin', adminActs);
