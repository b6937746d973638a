/** The public origin the e2e demo build is made with (`VITE_SITE_URL`): its pages' canonical and Open Graph URLs. */
export const SITE_URL = 'https://virtualdiner.example';
