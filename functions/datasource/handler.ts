import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `datasource` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const datasourceActs: ActTable = {};

export const handler = familyHandler('datasource', datasourceActs);
