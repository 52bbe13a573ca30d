import { brand, common, errors, routes, share, widgets } from './zh.json';
import type { MessagesPart } from './index';

/** The share route's sections of the zh messages (see shareMessages.ts). */
export const MESSAGES: MessagesPart = { brand, common, errors, routes, share, widgets };
