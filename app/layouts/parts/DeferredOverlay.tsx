/**
 * An overlay whose code comes later (header-overlays.ts): until it has loaded, the trigger alone, looking and
 * named as it will; any intent on it (pointer, focus, touch, click) starts the load. When the real trigger
 * takes the placeholder's place it gets the placeholder's focus, and a click made meanwhile (or begun: a press)
 * is replayed on it, so the overlay opens the usual way (and gives focus back to its trigger when it closes). A
 * click whose load fails is forgotten: the placeholder is closed again, and the next intent retries.
 */
import {
  cloneElement,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
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
  onPointerDown?: (event: PointerEvent) => void;
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
}

export interface DeferredOverlayProps<T> {
  /** The trigger, as the overlay will show it (a button). */
  trigger: ReactElement<TriggerProps>;
  /** What the trigger opens: a menu or a dialog-like popover. */
  popup: 'menu' | 'dialog';
  /** The real overlay, wrapping `trigger`. */
  children: (module: T) => ReactNode;
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
  // The same, for the arrival's effect (the real trigger keeps its own state afterwards).
  const clickWaiting = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  // Read while the placeholder is still in the page (removing a focused element may fire no blur).
  const handOver = useRef<boolean | null>(null);
  if (module && handOver.current === null) {
    handOver.current = box.current?.contains(document.activeElement) ?? false;
  }

  // The real trigger is a new element: give it the focus the placeholder had, and the click it was waiting for.
  useEffect(() => {
    if (!module) return;
    const real = box.current?.querySelector<HTMLElement>('button, a');
    if (handOver.current || clickWaiting.current) real?.focus();
    if (clickWaiting.current) real?.click();
    clickWaiting.current = false;
  }, [module]);

  const waitForClick = () => {
    clickWaiting.current = true;
    setClicked(true);
    void source.request().then((arrived) => {
      if (arrived) return;
      clickWaiting.current = false;
      setClicked(false);
    });
  };

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {module
        ? children(module)
        : cloneElement(trigger, {
            'aria-haspopup': popup,
            'aria-expanded': clicked,
            onClick: waitForClick,
            // The press already counts: when the code arrives before the release, the placeholder is gone by
            // then and the click reaches neither trigger.
            onPointerDown: (event) => {
              if (event.button === 0) waitForClick();
            },
            onFocus: () => void source.request(),
            onPointerEnter: () => void source.request(),
            onTouchStart: () => void source.request(),
          })}
    </span>
  );
}
