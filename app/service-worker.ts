/** `/sw.js` with scope `/` in production builds only, never in demo mode (MSW's worker owns `/` there). */
export function registerServiceWorker(enabled: boolean): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}
