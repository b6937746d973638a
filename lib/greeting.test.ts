import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('lib/greeting greetingFor', () => {
  it('says Morning from midnight up to 11:59', () => {
    expect(greetingFor(0)).toBe('Good Morning');
    expect(greetingFor(11)).toBe('Good Morning');
  });

  it('says Afternoon from 12:00 up to 16:59', () => {
    expect(greetingFor(12)).toBe('Good Afternoon');
    expect(greetingFor(16)).toBe('Good Afternoon');
  });

  it('says Evening from 17:00', () => {
    expect(greetingFor(17)).toBe('Good Evening');
    expect(greetingFor(23)).toBe('Good Evening');
  });
});
