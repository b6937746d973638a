/** Ads in the fake backend: a fake sponsor token and the ad-block instruction manifest. */

/** A fake sponsor token for the user (Not shown: the real token's format). Never sent to an ad provider. */
export function fakeSponsorToken(userId: string): string {
  return `demo-npay-${userId}`;
}

/**
 * The instruction manifest (Not shown: the real file on the storage service; this is the format the site
 * reads, docs/product/navigation.md#disable-your-adblocker).
 */
export const ADBLOCK_MANIFEST = {
  version: 1,
  updated: '2026-11-01',
  browsers: [
    {
      id: 'chrome',
      name: 'Chrome',
      steps: [
        'Click the ad blocker’s icon to the right of the address bar (open the puzzle-piece menu if it is hidden).',
        'Choose “Don’t run on pages on this site” or switch it off for this site.',
        'Reload the page.',
      ],
    },
    {
      id: 'firefox',
      name: 'Firefox',
      steps: [
        'Click the ad blocker’s icon in the toolbar.',
        'Turn it off for this site (the big power button in uBlock Origin).',
        'If Enhanced Tracking Protection is set to Strict, click the shield in the address bar and turn it off for this site.',
        'Reload the page.',
      ],
    },
    {
      id: 'safari',
      name: 'Safari',
      steps: [
        'Open Safari › Settings for This Website (or click the “aA” button in the address bar).',
        'Untick “Enable Content Blockers”.',
        'Reload the page.',
      ],
    },
    {
      id: 'edge',
      name: 'Edge',
      steps: [
        'Click the ad blocker’s icon in the toolbar, or the “…” menu › Extensions.',
        'Allow ads on this site.',
        'If tracking prevention is Strict, click the lock in the address bar and turn it off for this site.',
        'Reload the page.',
      ],
    },
    {
      id: 'brave',
      name: 'Brave',
      steps: [
        'Click the Brave Shields icon (the lion) in the address bar.',
        'Turn Shields down for this site.',
        'The page reloads by itself.',
      ],
    },
  ],
};
