import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';

/** `template` acts. None is served yet: each answers "interface missing" until its issue lands. */
export const templateActs: ActTable = {};

export const handler = familyHandler('template', templateActs);
