import { Button, Menu } from '@mantine/core';
import { expect, userEvent as user, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { DeferredOverlay } from './DeferredOverlay';
import { type DeferredModule, deferredModule } from './header-overlays';

/** What the "code" of these stories provides: a menu around the trigger. */
interface DemoModule {
  DemoMenu: typeof DemoMenu;
}

function DemoMenu({ trigger }: { trigger: React.ReactElement }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>My Profile</Menu.Item>
        <Menu.Item>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A source whose loads the play function settles: `attempts[n].arrive()` or `.fail()`. */
function controlledSource() {
  const attempts: { arrive: () => void; fail: () => void }[] = [];
  const source = deferredModule<DemoModule>(
    () =>
      new Promise((resolve, reject) => {
        attempts.push({ arrive: () => resolve({ DemoMenu }), fail: () => reject(new Error('offline')) });
      }),
  );
  return { source, attempts };
}

let current: { source: DeferredModule<DemoModule>; attempts: { arrive: () => void; fail: () => void }[] } =
  controlledSource();

const trigger = <Button variant="default">Account</Button>;

/** An account menu whose code the story delivers. */
function DeferredAccountMenu() {
  return (
    <DeferredOverlay<DemoModule> trigger={trigger} popup="menu" source={current.source}>
      {(module) => <module.DemoMenu trigger={trigger} />}
    </DeferredOverlay>
  );
}

const meta = preview.meta({
  title: 'App/Layouts/Parts/DeferredOverlay',
  component: DeferredAccountMenu,
  beforeEach: () => {
    current = controlledSource();
  },
  parameters: {
    docs: {
      description: {
        component:
          "How the header's menus arrive after the page (docs/architecture.md#performance): until their code has loaded, the trigger alone, looking and named as it will. Pointing at it, focusing it or clicking it loads the code; a click before it arrives opens the menu as soon as it does, and keyboard focus moves to the real trigger.",
      },
    },
  },
  tags: ['no-visual'],
});

export default meta;

export const ClickedBeforeTheCodeArrives = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const placeholder = canvas.getByRole('button', { name: 'Account' });
    await expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    await expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    await expect(current.attempts).toHaveLength(0);

    await user.click(placeholder);
    await expect(placeholder).toHaveAttribute('aria-expanded', 'true');
    await expect(current.attempts).toHaveLength(1);
    await expect(body.queryByRole('menu')).toBeNull();

    current.attempts[0]?.arrive();
    await expect(await body.findByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
    // It opened the usual way, so closing it gives the focus back to the trigger.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveFocus();
  },
});

export const FocusedBeforeTheCodeArrives = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await user.tab();
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveFocus();
    await expect(current.attempts).toHaveLength(1);

    current.attempts[0]?.arrive();
    // The real trigger replaced the placeholder and kept the focus; the menu stays closed until asked.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Account' })).toHaveFocus());
    await expect(body.queryByRole('menu')).toBeNull();
    await user.keyboard('{Enter}');
    await expect(await body.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
});

export const LoadFailsThenRetries = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await user.hover(canvas.getByRole('button', { name: 'Account' }));
    await expect(current.attempts).toHaveLength(1);
    await user.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
    current.attempts[0]?.fail();
    // Offline: still the placeholder, no longer claiming to be open, and the next intent asks again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false'),
    );
    await user.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(current.attempts).toHaveLength(2);
    current.attempts[1]?.arrive();
    await expect(await body.findByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  },
});

export const CodeArrivesMidClick = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The code arrives between the press and the release of a click (pointing at the trigger started the load): the press already counts as the click, so the menu opens on the real trigger.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const placeholder = canvas.getByRole('button', { name: 'Account' });
    await user.hover(placeholder);
    await expect(current.attempts).toHaveLength(1);
    await user.pointer({ keys: '[MouseLeft>]', target: placeholder });

    current.attempts[0]?.arrive();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Account' })).not.toBe(placeholder));
    await user.pointer({ keys: '[/MouseLeft]', target: canvas.getByRole('button', { name: 'Account' }) });
    await expect(await body.findByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
  },
});
