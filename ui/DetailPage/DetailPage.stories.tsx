import { defineEndpoint, useEndpoint } from '@lib/endpoint';
import { Text } from '@mantine/core';
import { respondWith } from '@mocks/scenarios';
import { expect } from 'storybook/test';
import * as z from 'zod/mini';
import { expectRefusal } from '../../.storybook/expect-refusal';
import preview from '../../.storybook/preview';
import { DetailPage } from './DetailPage';

const PATH = '*/api/client/story/dishes/:id';

/** A read of one record, the way a detail page makes it: `{ dish: null }` says there is no such dish. */
const dishEndpoint = defineEndpoint({
  name: 'story.dish',
  method: 'GET',
  path: (id: string) => `/api/client/story/dishes/${id}`,
  response: z.object({ dish: z.nullable(z.object({ name: z.string(), recipe: z.string() })) }),
});

/** The page of one dish, as a feature writes it. */
function DishPage() {
  const dish = useEndpoint(dishEndpoint, 'ramen');
  return (
    <DetailPage
      source={dish}
      select={(data) => data.dish}
      loadingLabel="Loading the dish"
      errorMessage="The dish could not be loaded."
      refusedTitle="This dish is not open to you"
      back={{ to: '/dishes', label: 'All dishes' }}
      notFound={{ title: 'This dish does not exist', message: 'It may have left the menu.' }}
      header={(found) => ({ title: found.name, description: 'On the menu since March' })}
    >
      {(found) => <Text>{found.recipe}</Text>}
    </DetailPage>
  );
}

const meta = preview.meta({
  title: 'UI/DetailPage',
  component: DishPage,
  parameters: {
    docs: {
      description: {
        component:
          'A page about one record (an appeal, an application, a recruitment form). While it loads, the detail ' +
          'skeleton; once there, a header with the record’s title, a sentence, and a button back to the page ' +
          'above (named after where it goes), then the page’s own content. When the record does not exist, a ' +
          'whole-page “does not exist” state with the same button back; a refusal or failure fills the page too.',
      },
    },
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', PATH, 200, { dish: { name: 'Ramen', recipe: 'Noodles in a rich broth.' } }));
  },
  parameters: { docs: { description: { story: 'The record: its title, the way back, then its content.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ramen' })).toBeVisible();
    await expect(canvas.getByText('Noodles in a rich broth.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All dishes' })).toHaveAttribute('href', '/dishes');
  },
});

export const NotFound = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', PATH, 200, { dish: null }));
  },
  parameters: {
    docs: { description: { story: 'No such record: the page says so, and the button back is the way out.' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This dish does not exist' }),
    ).toBeVisible();
    await expect(canvas.getByText('It may have left the menu.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All dishes' })).toHaveAttribute('href', '/dishes');
  },
});

export const Refused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', PATH, 403, {
        statusCode: 403,
        code: 'forbidden',
        message: 'You do not have permission to do that',
      }),
    );
  },
  parameters: { docs: { description: { story: 'The server refuses: the page’s title and its words.' } } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'This dish is not open to you', 'You do not have permission to do that');
  },
});
