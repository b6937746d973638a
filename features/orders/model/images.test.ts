// The chef's picture upload: the file check before upload, and what the client makes of the host's answers.
import { imageUpload } from '@lib/config';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { safeSearchResults, UPLOAD_TYPES, UploadError, uploadImage, uploadProblem } from './images';

setupMockServer();

const MB = 1024 * 1024;
const picture = (type = 'image/png', size = 2048, name = 'pancakes.png') =>
  new File([new Uint8Array(size)], name, { type });

/** Answers uploads with this body and status, like the host would. */
const hostAnswers = (body: unknown, status = 200) =>
  server.use(http.post(imageUpload.url, () => HttpResponse.json(body as never, { status })));

const uploadFailure = async (file: File) => {
  const error = await uploadImage(file).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).message;
};

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

describe('uploadImage', () => {
  it('uploads to the host and returns its https link', async () => {
    const link = await uploadImage(picture('image/jpeg', 4096, 'waffles.jpg'));
    expect(link).toMatch(/^https:\/\/i\.imgur\.com\/[A-Za-z0-9]{7}\.jpg$/);
  });

  it('sends the file as the multipart field `image` with the client id, and no session token', async () => {
    let seen: { auth: string | null; image: FormDataEntryValue | null } | null = null;
    server.use(
      http.post(imageUpload.url, async ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), image: (await request.formData()).get('image') };
        return HttpResponse.json({ data: { link: 'https://i.imgur.com/Ab12Cd3.png' }, success: true });
      }),
    );
    await expect(uploadImage(picture())).resolves.toBe('https://i.imgur.com/Ab12Cd3.png');
    expect(seen).not.toBeNull();
    const { auth, image } = seen as unknown as { auth: string | null; image: File };
    expect(auth).toBe(`Client-ID ${imageUpload.clientId}`);
    expect(image).toBeInstanceOf(Blob);
    expect(image.size).toBe(2048);
  });

  it('refuses a wrong file before any request', async () => {
    let requests = 0;
    server.use(
      http.post(imageUpload.url, () => {
        requests++;
        return HttpResponse.json({ data: { link: 'https://i.imgur.com/Ab12Cd3.png' }, success: true });
      }),
    );
    expect(await uploadFailure(picture('image/svg+xml', 200, 'logo.svg'))).toBe(
      'Choose a PNG, JPEG, WebP or GIF picture.',
    );
    expect(await uploadFailure(picture('image/png', 10 * MB + 1))).toBe('That picture is over 10 MB.');
    expect(requests).toBe(0);
  });

  it('shows the host’s own error message when it refuses the picture', async () => {
    hostAnswers({ data: { error: 'Imgur is temporarily over capacity' }, success: false, status: 503 }, 503);
    expect(await uploadFailure(picture())).toBe('Imgur is temporarily over capacity');
  });

  it('says the host refused when its error has no message', async () => {
    hostAnswers({ success: false, status: 400 }, 400);
    expect(await uploadFailure(picture())).toBe('The image host refused the picture.');
  });

  it('says the host could not be reached on a network failure or an unreadable answer', async () => {
    const unreachable = 'The image host could not be reached. Try again, or search for a picture instead.';
    server.use(http.post(imageUpload.url, () => HttpResponse.error(), { once: true }));
    expect(await uploadFailure(picture())).toBe(unreachable);
    server.use(
      http.post(imageUpload.url, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await uploadFailure(picture())).toBe(unreachable);
  });

  it('refuses a link that is not https on an allowed image host', async () => {
    for (const link of [
      'javascript:alert(1)',
      'http://i.imgur.com/Ab12Cd3.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://evil.example/Ab12Cd3.png',
      'https://user:pw@i.imgur.com/Ab12Cd3.png',
      42,
      undefined,
    ]) {
      hostAnswers({ data: { link }, success: true, status: 200 });
      expect(await uploadFailure(picture())).toBe('The image host sent back a link this site cannot use.');
    }
  });
});
