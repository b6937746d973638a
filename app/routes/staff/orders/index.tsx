import { guardPage } from '@app/guards';
import { OrderManagerPage, prefetchBoard } from '@features/orders';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

export const Route = createFileRoute('/staff/orders/')({
  beforeLoad: guardPage,
  // On a real navigation (not a hover preload) the board's data loads alongside the page's code.
  loader: ({ preload }) => {
    if (!preload) prefetchBoard();
  },
  component: OrderManagerRoute,
});

function OrderManagerRoute() {
  const navigate = Route.useNavigate();
  const onOpenOrder = useCallback(
    (id: string) => void navigate({ to: '/staff/orders/$id', params: { id } }),
    [navigate],
  );
  return <OrderManagerPage onOpenOrder={onOpenOrder} />;
}
