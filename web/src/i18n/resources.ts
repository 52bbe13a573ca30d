import enJson from './en.json';
import zhJson from './zh.json';

/**
 * zh is the reference language: en must have exactly zh's keys. Both assignments below
 * fail `tsc` when a key is missing on either side (a type test, no runtime cost).
 */
export type Messages = typeof zhJson;
const enCoversZh: Messages = enJson;
const zhCoversEn: typeof enJson = zhJson;
void enCoversZh;
void zhCoversEn;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every translation key, dotted (`login.title`). */
export type MessageKey = Leaves<Messages>;
export type RouteTitleKey = `routes.${keyof Messages['routes'] & string}`;
