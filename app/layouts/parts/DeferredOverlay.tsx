/**
 * An overlay whose code comes later (header-overlays.ts): until it has loaded, the trigger alone, looking and
 * named as it will; any intent on it (pointer, focus, touch, click) starts the load, and a click before the
 * code is here opens the overlay as soon as it is. Focus stays on the trigger when the real one takes its place.
 */
import { cloneElement, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type DeferredModule,
  type HeaderOverlays,
  headerOverlays,
  useDeferredModule,
} from './header-overlays';

interface TriggerProps {
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
}

export interface DeferredOverlayProps<T> {
  /** The trigger, as the overlay will show it (a button). */
  trigger: ReactElement<TriggerProps>;
  /** What the trigger opens: a menu or a dialog-like popover. */
  popup: 'menu' | 'dialog';
  /** The real overlay, wrapping `trigger`; `defaultOpened` when it was clicked before its code arrived. */
  children: (module: T, defaultOpened: boolean) => ReactNode;
  /** Where the code comes from: the header's overlays unless a story passes its own. */
  source?: DeferredModule<T>;
}

export function DeferredOverlay<T = HeaderOverlays>({
  trigger,
  popup,
  children,
  source = headerOverlays as unknown as DeferredModule<T>,
}: DeferredOverlayProps<T>) {
  const module = useDeferredModule(source);
  const [clicked, setClicked] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  // Read while the placeholder is still in the page (removing a focused element may fire no blur).
  const handOver = useRef<boolean | null>(null);
  if (module && handOver.current === null) {
    handOver.current = box.current?.contains(document.activeElement) ?? false;
  }

  // The real trigger is a new element: give it the focus the placeholder had.
  useEffect(() => {
    if (module && handOver.current) box.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [module]);

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {module
        ? children(module, clicked)
        : cloneElement(trigger, {
            'aria-haspopup': popup,
            'aria-expanded': clicked,
            onClick: () => {
              setClicked(true);
              source.request();
            },
            onFocus: source.request,
            onPointerEnter: source.request,
            onTouchStart: source.request,
          })}
    </span>
  );
}
