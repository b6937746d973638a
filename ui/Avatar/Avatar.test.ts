import { describe, expect, it } from 'vitest';
import { avatarImage, avatarUrl, cdnImageSize, defaultAvatarIndex, defaultAvatarUrl } from './Avatar';

/** Reference values computed independently: Python `(id >> 22) % 6` on arbitrary-precision integers. */
const INDEX_VECTORS: Array<[string, number]> = [
  ['80351110224678912', 5],
  ['175928847299117063', 2],
  ['1110551208416083978', 2],
  ['999999999999999999', 1],
  ['4194303', 0],
  ['4194304', 1],
  // 264999999999 * 2^22 - 1: float maths (Math.floor(Number(id) / 2 ** 22)) wrongly gives 4 here.
  ['1111490559999999999', 3],
];

describe('ui/Avatar rules', () => {
  it.each(INDEX_VECTORS)('default avatar index of %s is %i (BigInt exact)', (id, index) => {
    expect(defaultAvatarIndex(id)).toBe(index);
    expect(defaultAvatarUrl(id)).toBe(`https://cdn.discordapp.com/embed/avatars/${index}.png`);
  });

  it('matches a BigInt computation written out for the classic id', () => {
    expect(defaultAvatarIndex('80351110224678912')).toBe(Number((80351110224678912n >> 22n) % 6n));
  });

  it.each(['', 'abc', '-80351110224678912', '8035111022467891.2', '123456789012345678901'])(
    'gives index 0 for the invalid id %j',
    (id) => {
      expect(defaultAvatarIndex(id)).toBe(0);
    },
  );

  it('builds a webp URL for a static hash with the default size 128', () => {
    expect(avatarUrl('80351110224678912', '8342729096ea3675442027381ff50dfe')).toBe(
      'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.webp?size=128',
    );
  });

  it('builds a gif URL for an animated (a_) hash', () => {
    expect(avatarUrl('80351110224678912', 'a_1269e74af4df7417b13759eae50c83dc', 64)).toBe(
      'https://cdn.discordapp.com/avatars/80351110224678912/a_1269e74af4df7417b13759eae50c83dc.gif?size=64',
    );
  });

  it('passes the size parameter, rounded up to a power of two between 16 and 4096', () => {
    expect(avatarUrl('80351110224678912', 'abc', 256)).toMatch(/\?size=256$/);
    expect(avatarUrl('80351110224678912', 'abc', 100)).toMatch(/\?size=128$/);
    expect(cdnImageSize(1)).toBe(16);
    expect(cdnImageSize(5000)).toBe(4096);
    expect(cdnImageSize(Number.NaN)).toBe(128);
    expect(cdnImageSize(-4)).toBe(128);
  });

  it('uses the default avatar without a hash', () => {
    for (const hash of [null, undefined, '']) {
      expect(avatarUrl('80351110224678912', hash)).toBe('https://cdn.discordapp.com/embed/avatars/5.png');
    }
  });

  it('never puts a malformed hash or id into the CDN path', () => {
    expect(avatarUrl('80351110224678912', '../../evil')).toBe(
      'https://cdn.discordapp.com/embed/avatars/5.png',
    );
    expect(avatarUrl('not-an-id', 'abc')).toBe('https://cdn.discordapp.com/embed/avatars/0.png');
  });

  describe('avatarImage: what shows after load failures', () => {
    const id = '80351110224678912';
    const hash = '8342729096ea3675442027381ff50dfe';
    const own = avatarUrl(id, hash);
    const fallback = 'https://cdn.discordapp.com/embed/avatars/5.png';

    it('shows the user’s own picture while nothing failed', () => {
      expect(avatarImage(id, hash, 128, [])).toEqual({ src: own, source: 'custom' });
    });

    it('switches to the default avatar when the picture fails', () => {
      expect(avatarImage(id, hash, 128, [own])).toEqual({ src: fallback, source: 'default' });
    });

    it('falls back to initials when the default avatar fails too', () => {
      expect(avatarImage(id, hash, 128, [own, fallback])).toEqual({ src: null, source: 'initials' });
    });

    it('without a hash starts on the default avatar, and one failure means initials', () => {
      expect(avatarImage(id, null, 128, [])).toEqual({ src: fallback, source: 'default' });
      expect(avatarImage(id, null, 128, [fallback])).toEqual({ src: null, source: 'initials' });
    });

    it('keeps the picture when only another size of it failed', () => {
      expect(avatarImage(id, hash, 64, [own])).toEqual({ src: avatarUrl(id, hash, 64), source: 'custom' });
    });
  });
});
