import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `screen` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const screenActs: ActTable = {};

export const handler = familyHandler('screen', screenActs);
