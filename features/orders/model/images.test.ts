// The chef's pictures: the file check before upload, and which picture search results are kept.
import { imageUpload } from '@lib/config';
import { describe, expect, it } from 'vitest';
import { safeSearchResults, UPLOAD_TYPES, uploadProblem } from './images';

const MB = 1024 * 1024;

describe('uploadProblem', () => {
  it('accepts PNG, JPEG, WebP and GIF pictures up to 10 MB', () => {
    expect(UPLOAD_TYPES).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    for (const type of UPLOAD_TYPES) expect(uploadProblem({ type, size: 2048 })).toBeNull();
    expect(uploadProblem({ type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(imageUpload.maxBytes).toBe(10 * MB);
  });

  it('refuses other types, SVG included (it can carry script)', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'text/html', 'image/bmp', '']) {
      expect(uploadProblem({ type, size: 2048 })).toBe('Choose a PNG, JPEG, WebP or GIF picture.');
    }
  });

  it('refuses files over 10 MB', () => {
    expect(uploadProblem({ type: 'image/png', size: 10 * MB + 1 })).toBe('That picture is over 10 MB.');
  });

  it('names the type first when both are wrong', () => {
    expect(uploadProblem({ type: 'image/svg+xml', size: 50 * MB })).toBe(
      'Choose a PNG, JPEG, WebP or GIF picture.',
    );
  });
});

describe('safeSearchResults', () => {
  it('keeps https results on the allowed image hosts, in order, with their descriptions', () => {
    const images = [
      { description: 'Pancakes', url: 'https://images.unsplash.com/photo-1?w=800' },
      { description: null, url: 'https://i.imgur.com/Ab12Cd3.png' },
      { description: 'Waffles', url: 'https://cdn.discordapp.com/attachments/1/2/waffles.png' },
    ];
    expect(safeSearchResults(images)).toEqual(images);
  });

  it('leaves out script, data, plain http, off-list hosts, credentials and non-URLs', () => {
    const hostile = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(document.cookie)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'http://images.unsplash.com/photo-2',
      'https://evil.example/photo-3.png',
      'https://images.unsplash.com.evil.example/photo-4',
      'https://user:pw@i.imgur.com/Ab12Cd3.png',
      '//images.unsplash.com/photo-5',
      '/photo-6.png',
      'not a url',
    ];
    const safe = { description: 'Safe', url: 'https://images.unsplash.com/photo-7?w=800' };
    expect(safeSearchResults([...hostile.map((url) => ({ description: url, url })), safe])).toEqual([safe]);
    expect(safeSearchResults(hostile.map((url) => ({ description: null, url })))).toEqual([]);
  });

  it('normalises each URL and drops repeats (a URL is a choice’s identity)', () => {
    expect(
      safeSearchResults([
        { description: 'A', url: 'https://IMAGES.unsplash.com/photo-1?w=800' },
        { description: 'B', url: 'https://images.unsplash.com/photo-1?w=800' },
      ]),
    ).toEqual([{ description: 'A', url: 'https://images.unsplash.com/photo-1?w=800' }]);
  });
});
