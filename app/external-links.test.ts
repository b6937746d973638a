import { describe, expect, it } from 'vitest';
import { configuredExternalUrl } from './external-links';

describe('configuredExternalUrl', () => {
  it('keeps https addresses, normalised', () => {
    expect(configuredExternalUrl('https://blog.virtualdiner.app')).toBe('https://blog.virtualdiner.app/');
    expect(configuredExternalUrl('https://discord.com/oauth2/authorize?client_id=1&scope=bot')).toBe(
      'https://discord.com/oauth2/authorize?client_id=1&scope=bot',
    );
    expect(configuredExternalUrl('HTTPS://Top.GG/bot/x/vote')).toBe('https://top.gg/bot/x/vote');
  });

  it('refuses everything else', () => {
    for (const bad of [
      'http://blog.virtualdiner.app',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//blog.virtualdiner.app',
      '/blog',
      'blog.virtualdiner.app',
      'https://user:pass@blog.virtualdiner.app',
      '',
    ]) {
      expect(configuredExternalUrl(bad), bad).toBeNull();
    }
  });
});
