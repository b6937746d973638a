import { describe, expect, it } from 'vitest';
import { copyrightLine, versionLine } from './Footer';

describe('ui/Footer rules', () => {
  it('writes the copyright line for the given year', () => {
    expect(copyrightLine(2026)).toBe('© 2026 Virtual Diner. All rights reserved.');
  });

  it('writes the version line: version, then the environment', () => {
    expect(versionLine('1.4.2')).toBe('version 1.4.2 (Production)');
  });

  it('says Demo instead of Production on the demo, in the same format', () => {
    expect(versionLine('0.1.0', 'Demo')).toBe('version 0.1.0 (Demo)');
  });
});
