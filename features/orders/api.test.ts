// The chef's picture upload: what the client makes of the image host's answers.
import { imageUpload } from '@lib/config';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { uploadImage } from './api';
import { UploadError } from './model';

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
