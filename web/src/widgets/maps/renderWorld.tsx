import { mapRenderer } from './MapView';
import { WORLD } from './worldSource';

export const WorldMap = mapRenderer(WORLD);
