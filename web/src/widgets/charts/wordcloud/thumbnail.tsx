import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../../../../shared/errors/catalogue.js';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';
import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the word cloud: words sized by weight, in the editor's language. */
const WORDS: ReadonlyArray<readonly [Both, number, number, number, string, number]> = [
  [['数据', 'data'], 32, 23, 12, C.s1, 0],
  [['销售', 'sales'], 15, 12, 6, C.s2, 0],
  [['云', 'cloud'], 50, 13, 6, C.s3, 0],
  [['智能', 'AI'], 13, 31, 7, C.s4, 0],
  [['增长', 'growth'], 44, 33, 5.5, C.s2, 0],
  [['指标', 'KPI'], 53, 24, 5, C.s4, 90],
  [['流量', 'flow'], 27, 33, 4.5, C.s3, 0],
  [['地图', 'map'], 30, 9, 4.5, C.muted, 0],
];

export function WordcloudThumbnail() {
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  return (
    <Thumb>
      {WORDS.map(([word, x, y, size, fill, rotate]) => (
        <text
          key={word[1]}
          x={x}
          y={y}
          fontSize={size}
          fontWeight={700}
          textAnchor="middle"
          fill={fill}
          transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined}
        >
          {pick(word, language)}
        </text>
      ))}
    </Thumb>
  );
}
