import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DesignModeContext, useDesignMode } from './designMode';

function Probe() {
  return String(useDesignMode());
}

describe('design mode', () => {
  it('is off where nothing provides it (viewer, shares) and on where the editor does', () => {
    expect(renderToStaticMarkup(createElement(Probe))).toBe('false');
    expect(renderToStaticMarkup(createElement(DesignModeContext.Provider, { value: true }, createElement(Probe)))).toBe(
      'true',
    );
  });
});
