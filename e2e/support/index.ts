/** What e2e specs import: `import { expect, expectToast, signInAs, test } from './support';` */
export { confirmIn, dismissToasts, expectToast, holdScripts, openAccountMenu, signInAs } from './actions';
export { chromiumArgs, chromiumLaunchOptions, chromiumPath } from './chromium';
export { expect, type PageErrorFixtures, test } from './fixtures';
