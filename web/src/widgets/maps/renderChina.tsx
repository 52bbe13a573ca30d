import { CHINA } from './chinaSource';
import { mapRenderer } from './MapView';

export const ChinaMap = mapRenderer(CHINA);
