import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `license` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const licenseActs: ActTable = {};

export const handler = familyHandler('license', licenseActs);
