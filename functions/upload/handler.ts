import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `upload` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const uploadActs: ActTable = {};

export const handler = familyHandler('upload', uploadActs);
