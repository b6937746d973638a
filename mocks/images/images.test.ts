// Image search, the fake image host upload, and offline food pictures.
import { imageSearchResponse } from '@lib/schemas/order';
import { describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import { call, expectApiError, setupMockServer } from '../testing';
import { IMAGE_UPLOAD_URL } from './handlers';
import { isValidImageUrl, MAX_UPLOAD_BYTES, searchImages } from './rules';

setupMockServer();

const search = (query: unknown, as = 'chef') =>
  call('/api/client/orders/images/search', { method: 'POST', as, body: { query } });

describe('POST /api/client/orders/images/search', () => {
  it('answers { images } with 6–9 Unsplash results, the same for the same query', async () => {
    const response = await search('Ramen');
    expect(response.status).toBe(200);
    const { images } = imageSearchResponse.parse(response.body);
    expect(images.length).toBeGreaterThanOrEqual(6);
    expect(images.length).toBeLessThanOrEqual(9);
    for (const image of images) {
      expect(image.url).toMatch(/^https:\/\/images\.unsplash\.com\/photo-\d{13}-[0-9a-f]{12}\?w=800$/);
      expect(isValidImageUrl(image.url)).toBe(true);
    }
    expect((await search('  ramen ')).body).toEqual(response.body);
    expect((await search('pizza')).body).not.toEqual(response.body);
  });

  it('gives varied counts and some results without description', () => {
    const queries = ['ramen', 'pizza', 'tacos', 'sushi', 'pancakes', 'curry', 'salad', 'burger'];
    const counts = new Set(queries.map((q) => searchImages(q).length));
    expect(counts.size).toBeGreaterThan(1);
    expect(queries.flatMap(searchImages).some((image) => image.description === null)).toBe(true);
  });

  it('wants a query and MANAGE_ORDERS', async () => {
    expectApiError(await search('  '), 400, 'invalid_body', 'You must provide a search query');
    expectApiError(await search(undefined), 400, 'invalid_body', 'You must provide a search query');
    expectApiError(await search('ramen', 'customer'), 403, 'missing_permissions');
  });
});

describe('the image rule of prepare', () => {
  it('accepts https URLs on the allowed hosts only', () => {
    expect(isValidImageUrl('https://i.imgur.com/abc.png')).toBe(true);
    expect(isValidImageUrl('https://cdn.discordapp.com/attachments/1/2/a.png')).toBe(true);
    expect(isValidImageUrl('http://i.imgur.com/abc.png')).toBe(false);
    expect(isValidImageUrl('https://imgur.com/abc.png')).toBe(false);
    expect(isValidImageUrl('https://user:pw@i.imgur.com/abc.png')).toBe(false);
    expect(isValidImageUrl('not a url')).toBe(false);
    expect(isValidImageUrl(42)).toBe(false);
  });
});

describe('the image host', () => {
  const upload = (image?: Blob | string) => {
    const form = new FormData();
    if (image !== undefined) form.append('image', image);
    return fetch(IMAGE_UPLOAD_URL, { method: 'POST', body: form });
  };

  it('uploads an image and answers its i.imgur.com link', async () => {
    const response = await upload(new Blob([new Uint8Array(2048)], { type: 'image/png' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { link: string }; success: boolean; status: number };
    expect(body).toMatchObject({ success: true, status: 200 });
    expect(body.data.link).toMatch(/^https:\/\/i\.imgur\.com\/[A-Za-z0-9]{7}\.png$/);
    expect(isValidImageUrl(body.data.link)).toBe(true);
  });

  it('answers the same links for the same uploads after a reset, and a new link for each upload', async () => {
    const file = () => new File([new Uint8Array(2048)], 'pancakes.png', { type: 'image/png' });
    const linkOf = async () =>
      ((await (await upload(file())).json()) as { data: { link: string } }).data.link;
    const first = [await linkOf(), await linkOf()];
    expect(first[0]).not.toBe(first[1]);
    resetDb();
    expect([await linkOf(), await linkOf()]).toEqual(first);
  });

  it('refuses files over 10 MB, and nothing at all, with the host body shape', async () => {
    const big = await upload(new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/jpeg' }));
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({
      data: { error: 'File is over the size limit' },
      success: false,
      status: 400,
    });
    const empty = await upload();
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, status: 400 });
  });

  it('serves food pictures for Unsplash and Imgur URLs offline', async () => {
    for (const url of [
      'https://images.unsplash.com/photo-1528207776546-365bb710ee93?w=400',
      'https://i.imgur.com/8fK2sQp.jpeg',
    ]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('<ellipse');
    }
    const small = await (await fetch('https://images.unsplash.com/photo-1?w=400')).text();
    expect(small).toContain('width="400" height="300"');
  });
});
