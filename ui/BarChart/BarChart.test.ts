import { describe, expect, it } from 'vitest';
import { barChartSummary, barShares } from './BarChart';

describe('ui/BarChart', () => {
  it('draws every bar as a share of the largest; nothing for 0 or less', () => {
    expect(barShares([50, 100, 0, -3])).toEqual([0.5, 1, 0, 0]);
    expect(barShares([0, 0])).toEqual([0, 0]);
    expect(barShares([])).toEqual([]);
  });

  it('says every bar in its text alternative', () => {
    const items = [
      { id: 'a', label: 'Team Sizzle', value: 1284 },
      { id: 'b', label: 'Team Zest', value: 1 },
    ];
    expect(barChartSummary(items, 'Orders per team', 'orders')).toBe(
      'Orders per team: Team Sizzle, 1,284 orders; Team Zest, 1 orders.',
    );
    expect(barChartSummary([], 'Orders per team', 'orders')).toBe('Orders per team: nothing to show.');
  });
});
