import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPageNavigator, useSearchChange } from './page-navigate';

describe('app/page-navigate', () => {
  it('navigates while the user is still on the page, from its first render on', () => {
    const go = vi.fn();
    const navigator = createPageNavigator(go, () => '/login');
    navigator.navigate('/staff/orders');
    expect(go).toHaveBeenCalledWith('/staff/orders');
  });

  it('drops a late navigation once the user went elsewhere, even before that page has loaded', () => {
    let where = '/login';
    const go = vi.fn();
    const navigator = createPageNavigator(go, () => where);
    where = '/store';
    navigator.navigate('/staff/orders');
    expect(go).not.toHaveBeenCalled();
  });

  it('drops a navigation from a page that is gone, and arms again when it comes back', () => {
    const go = vi.fn();
    const navigator = createPageNavigator(go, () => '/staff/delivery-messages/create');
    navigator.enter();
    navigator.leave();
    navigator.navigate('/staff/delivery-messages/new-message');
    expect(go).not.toHaveBeenCalled();
    navigator.enter();
    navigator.navigate('/staff/delivery-messages/new-message');
    expect(go).toHaveBeenCalledOnce();
  });
});

describe('useSearchChange', () => {
  it("replaces the history entry with the page's new search", () => {
    const navigate = vi.fn(async () => undefined);
    const route = { useSearch: () => ({ q: '' }), useNavigate: () => navigate };
    let onSearchChange: ((next: { q: string }) => void) | undefined;
    function Probe() {
      onSearchChange = useSearchChange(route);
      return null;
    }
    renderToString(createElement(Probe));
    onSearchChange?.({ q: 'pizza' });
    expect(navigate).toHaveBeenCalledWith({ search: { q: 'pizza' }, replace: true });
  });
});
