import type { Language } from '../errors/catalogue.js';
import type { Widget } from '../screen/document.js';

/**
 * How the tests tell content of the other language apart in templates, widget samples and drawn
 * screens: Chinese characters (CJK ideographs, CJK and full-width punctuation) in English; Latin
 * words in Chinese, but for the codes sample content uses in both (KPI, CPU, device ids, ms).
 */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const LATIN_WORD = /[A-Za-z]{2,}/g;
const LATIN_IN_CHINESE: ReadonlySet<string> = new Set([
  'KPI',
  'CPU',
  'GDP',
  'ms',
  'PLC',
  'GW',
  'SNS',
  'CAM',
  'YYYY',
  'MM',
  'DD',
  'HH',
  'mm',
  'ss',
]);

/** The parts of `text` in the language other than `language` (empty: none). */
export function otherLanguage(text: string, language: Language): string[] {
  if (language === 'en') return CJK.test(text) ? [text] : [];
  return (text.match(LATIN_WORD) ?? []).filter((word) => !LATIN_IN_CHINESE.has(word));
}

/** The attributes that hold words a viewer reads (others hold ids, formats, colours and modes). */
const TEXT_ATTRS = new Set([
  'label',
  'prefix',
  'suffix',
  'unit',
  'text',
  'markup',
  'caption',
  'title',
  'xTitle',
  'yTitle',
  'placeholder',
  'options',
  'values',
  'value',
]);

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * What a viewer or editor reads of a widget: its layer name, text attributes, sample rows and
 * series names. A time-range filter's `value` is a preset id the filter shows translated.
 */
export function widgetTexts(widget: Pick<Widget, 'type' | 'attr' | 'data'>): string[] {
  const attr = Object.entries(widget.attr).filter(
    ([key]) => TEXT_ATTRS.has(key) && !(widget.type === 'filter.timeRange' && key === 'value'),
  );
  const data = widget.data as { static?: unknown; transform?: { rename?: Record<string, string> } };
  return [
    ...stringsOf(widget.attr.globeStyle.name),
    ...attr.flatMap(([, value]) => stringsOf(value)),
    ...stringsOf(data.static),
    ...stringsOf(data.transform?.rename),
  ];
}
