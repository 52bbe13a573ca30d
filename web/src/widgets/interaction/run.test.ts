import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../../shared/screen/document.js';
import { CommGroups } from './groups';
import { liveInteraction, type InteractionHost } from './run';

const widget = (events: unknown[]): Widget => ({
  id: 'w',
  type: 'chart.column',
  attr: { globeStyle: { name: 'w' } },
  style: {},
  data: {},
  events: events as Widget['events'],
  locked: false,
  hidden: false,
  inner: false,
});

function host() {
  const log: string[] = [];
  const value: InteractionHost = {
    groups: new CommGroups(),
    jumpTo: (id) => log.push(`jump ${id}`),
    openUrl: (url) => log.push(`open ${url}`),
    setShown: (ids, mode) => log.push(`${mode} ${ids.join(',')}`),
  };
  return { value, log };
}

describe('live interactions', () => {
  it('run the events of the trigger: a click publishes its category, shows widgets, jumps', () => {
    const { value, log } = host();
    const run = liveInteraction(value).run;
    const events = [
      { trigger: 'click', action: { kind: 'setVariable', group: 'region', field: 'province' } },
      { trigger: 'click', action: { kind: 'toggleWidgets', ids: ['detail'], mode: 'show' } },
      { trigger: 'hover', action: { kind: 'jumpScreen', screenId: 's2' } },
      { trigger: 'click', action: { kind: 'openUrl', url: 'javascript:alert(1)' } },
    ];
    run(widget(events), {}, 'click', { category: 'Guangdong', value: 12 });
    expect(value.groups.get('region')).toEqual({ province: 'Guangdong' });
    expect(log).toEqual(['show detail']);
    run(widget(events), {}, 'hover', {});
    expect(log).toEqual(['show detail', 'jump s2']);
  });

  it('a filter control publishes its value in its communication group on change', () => {
    const { value } = host();
    liveInteraction(value).run(widget([]), { commGroup: 'time', field: 'range' }, 'change', {
      value: ['2026-01-01', '2026-01-31'],
    });
    expect(value.groups.get('time')).toEqual({ range: ['2026-01-01', '2026-01-31'] });
  });
});
