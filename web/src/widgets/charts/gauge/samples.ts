import { staticData } from '../../../../../shared/widgets/data.js';

/** One value: the default data of gauges, liquid level and progress ring. */
export const singleValueData = (value: number) => staticData([{ value }], { value: 'value' });
