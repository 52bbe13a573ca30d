import { describe, expect, it } from 'vitest';
import { chosenInOrder, initialChoice, toggleChosen } from './mobileRulesOrder';

describe('mobile rules dialog order', () => {
  it('puts the rules’ screens first in their order, skipping ids no longer listed', () => {
    const choice = initialChoice('mobile', ['a', 'b', 'c'], { mode: 'mobile', screens: ['c', 'gone', 'a'] });
    expect(choice.order).toEqual(['c', 'a', 'b']);
    expect(chosenInOrder(choice)).toEqual(['c', 'a']);
  });

  it('starts a mode the rules are not in with nothing chosen', () => {
    const choice = initialChoice('reflow', ['w1', 'w2'], { mode: 'mobile', screens: ['a'] });
    expect(choice.order).toEqual(['w1', 'w2']);
    expect(chosenInOrder(choice)).toEqual([]);
    expect(chosenInOrder(initialChoice('reflow', ['w1'], null))).toEqual([]);
  });

  it('plays the chosen screens in the order shown', () => {
    const choice = toggleChosen(toggleChosen(initialChoice('mobile', ['a', 'b', 'c'], null), 'c', true), 'a', true);
    expect(chosenInOrder(choice)).toEqual(['a', 'c']);
    expect(chosenInOrder(toggleChosen(choice, 'a', false))).toEqual(['c']);
  });
});
