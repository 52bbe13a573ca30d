import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pushChannelsOf, usePushChannels } from './usePushChannels';

const widgets = [
  { data: { source: 'push', push: { channel_id: 'b2' } } },
  { data: { source: 'static', static: [] } },
  { data: { source: 'push', push: { channel_id: 'a1' } } },
  { data: { source: 'push', push: { channel_id: 'b2' } } },
  { data: { source: 'push', push: { channel_id: '' } } },
  { data: { source: 'push', push: 'a1' } },
  { data: {} },
];

describe('the push channels of the widgets on screen', () => {
  it('lists each channel a widget is bound to once, sorted', () => {
    expect(pushChannelsOf(widgets)).toEqual(['a1', 'b2']);
    expect(pushChannelsOf([])).toEqual([]);
  });

  it('yields the same set in a render', () => {
    function Probe({ shown }: { shown: typeof widgets }) {
      return usePushChannels(shown).join('|') || 'none';
    }
    expect(renderToStaticMarkup(createElement(Probe, { shown: widgets }))).toBe('a1|b2');
    expect(renderToStaticMarkup(createElement(Probe, { shown: [] }))).toBe('none');
  });
});
