/**
 * Installing the site as an app (docs/product/orders.md#the-installed-app). Where the browser offers it, it fires
 * `beforeinstallprompt` once, early in the page's life, often before the app's code has run: the boot script
 * (scripts/boot-shell.ts) keeps that event in `window.__vdInstallPrompt` and stops the browser's own banner, so
 * the staff preferences can offer 'Install app' and show the browser's prompt on that click. iOS fires nothing:
 * there, the preferences say how to add the site to the home screen.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * `available`: the browser will show its install prompt; `ios`: iPhone or iPad, where Share → Add to Home Screen
 * installs; `installed`: running as the installed app, or just installed; `unavailable`: none of these.
 */
export type InstallState = 'available' | 'ios' | 'installed' | 'unavailable';

/** The event the boot script or {@link watch} kept, and whether the app was installed during this visit. */
type InstallWindow = Window & { __vdInstallPrompt?: InstallPromptEvent | null; __vdAppInstalled?: boolean };

const listeners = new Set<() => void>();
let watching = false;

const emit = () => {
  for (const listener of listeners) listener();
};

function watch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (window as InstallWindow).__vdInstallPrompt = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    (window as InstallWindow).__vdAppInstalled = true;
    (window as InstallWindow).__vdInstallPrompt = null;
    emit();
  });
}

/** An iPhone or iPad (iPadOS says "Macintosh", with a touch screen). */
function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installState(): InstallState {
  if (typeof window === 'undefined') return 'unavailable';
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if ((window as InstallWindow).__vdAppInstalled || standalone) return 'installed';
  if ((window as InstallWindow).__vdInstallPrompt) return 'available';
  return isIos() ? 'ios' : 'unavailable';
}

/** The install state, kept up to date as the browser's events arrive. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      watch();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    installState,
    () => 'unavailable',
  );
}

/** Shows the browser's install prompt (once per event: the browser gives another if it wants to). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = (window as InstallWindow).__vdInstallPrompt;
  if (!event) return 'unavailable';
  (window as InstallWindow).__vdInstallPrompt = null;
  emit();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') (window as InstallWindow).__vdAppInstalled = true;
  emit();
  return outcome;
}
