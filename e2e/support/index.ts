/** What e2e specs import: `import { expect, expectToast, signInAs, test } from './support';` */
export {
  addSession,
  confirmIn,
  dismissToasts,
  expectToast,
  holdScripts,
  openAccountMenu,
  openSignedIn,
  signInAs,
} from './actions';
export { chromiumArgs, chromiumLaunchOptions, chromiumPath } from './chromium';
export { expect, type PageErrorFixtures, test } from './fixtures';
