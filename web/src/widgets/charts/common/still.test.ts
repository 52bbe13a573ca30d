import { describe, expect, it } from 'vitest';
import { stillOptions } from './still';

describe('stillOptions', () => {
  it('turns tooltips and hover tracking off and keeps everything else', () => {
    const still = stillOptions({
      chart: { width: 320 },
      tooltip: { backgroundColor: '#000' },
      plotOptions: { series: { animation: false, dataLabels: { enabled: true } } },
    });
    expect(still.tooltip).toEqual({ backgroundColor: '#000', enabled: false });
    expect(still.plotOptions?.series).toMatchObject({
      animation: false,
      dataLabels: { enabled: true },
      enableMouseTracking: false,
      states: { hover: { enabled: false }, inactive: { enabled: false } },
    });
    expect(still.chart).toEqual({ width: 320 });
  });
});
