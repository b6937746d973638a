import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { OrderImages } from './OrderImages';

const meta = preview.meta({
  title: 'UI/OrderImages',
  component: OrderImages,
  args: { orderID: 'Mg4hTq', images: ['https://images.unsplash.com/photo-butter-chicken?w=800'] },
  parameters: {
    docs: {
      description: {
        component:
          'An order’s pictures as thumbnails that open full size in a new tab. Only https pictures on an approved host load; anything else is a placeholder that says why.',
      },
    },
  },
});

export const Thumbnails = meta.story({
  args: {
    images: ['https://images.unsplash.com/photo-butter-chicken?w=800', 'https://i.imgur.com/naan.png'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Images of order Mg4hTq' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Image 2 of order Mg4hTq' })).toBeVisible();
  },
});

export const UnapprovedHost = meta.story({
  args: { images: ['http://evil.example/pixel.gif', 'javascript:alert(1)'] },
  parameters: {
    docs: { description: { story: 'Pictures from other hosts (or not https) are never loaded.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Image 1 of order Mg4hTq not shown/ })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});

export const NoImages = meta.story({
  args: { images: [] },
  parameters: { docs: { description: { story: 'Renders nothing without pictures.' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
});
