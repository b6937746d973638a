import { describe, expect, it } from 'vitest';
import {
  headTags,
  inlineCriticalStyles,
  moveFontFaces,
  pageAssets,
  pageDocument,
  routeFile,
  siteOrigin,
  withoutPseudo,
} from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default." />
    <title>Virtual Diner</title>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/shell.css">
  </head>
  <body>
    <div id="root"><div class="vd-boot-header"></div></div>
    <noscript><p>Virtual Diner needs JavaScript to run.</p></noscript>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </body>
</html>
`;

describe('siteOrigin (VITE_SITE_URL)', () => {
  it('keeps the origin of an http(s) URL and nothing else', () => {
    expect(siteOrigin('https://virtualdiner.app/some/path?x=1')).toBe('https://virtualdiner.app');
    expect(siteOrigin(' http://localhost:8080 ')).toBe('http://localhost:8080');
  });

  it('refuses what is not an http(s) origin, so no absolute URL is invented', () => {
    for (const value of [undefined, '', '  ', 'virtualdiner.app', 'javascript:alert(1)', 'ftp://x.org']) {
      expect(siteOrigin(value), String(value)).toBeNull();
    }
  });
});

describe('headTags', () => {
  const page = { title: 'Store · Virtual Diner', description: 'Perks "for" <you>.', path: '/store' };

  it('gives a page with a site origin its canonical URL, Open Graph tags and a large Twitter card', () => {
    const tags = headTags(page, 'https://virtualdiner.app').join('\n');
    expect(tags).toContain('<link rel="canonical" href="https://virtualdiner.app/store" />');
    expect(tags).toContain('<meta property="og:url" content="https://virtualdiner.app/store" />');
    expect(tags).toContain('<meta property="og:image" content="https://virtualdiner.app/og-image.png" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
    expect(tags).toContain('<meta property="og:type" content="website" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Text is escaped, never markup.
    expect(tags).toContain('content="Perks &#34;for&#34; &#60;you&#62;."');
  });

  it('writes no absolute URL without a site origin', () => {
    const tags = headTags(page, null).join('\n');
    expect(tags).not.toMatch(/canonical|og:url|og:image/);
    expect(tags).toContain('<meta property="og:title" content="Store · Virtual Diner" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('keeps the not-found page out of search engines, without a canonical URL', () => {
    const tags = headTags({ title: 'Page not found', description: 'x' }, 'https://virtualdiner.app').join(
      '\n',
    );
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
  });
});

describe('pageDocument', () => {
  const html = pageDocument(
    TEMPLATE,
    {
      title: 'Store · Virtual Diner',
      description: 'Perks.',
      path: '/store',
      marker: '/store',
      styles: ['/assets/store.css'],
      scripts: ['/assets/react.js', '/assets/router.js'],
    },
    '<h1>Store</h1>',
    null,
  );

  it('puts the markup in #root, marked with its page, in place of the boot shell and its notice', () => {
    expect(html).toContain('<div id="root" data-vd-page="/store"><h1>Store</h1></div>');
    expect(html).not.toContain('vd-boot-header');
    expect(html).not.toContain('<noscript>');
    // The app's script is named, with the start-up code it loads, and added by the boot script after the first
    // paint: nothing of it is requested before.
    expect(html).toContain(
      '<meta name="vd-entry" content="/assets/app.js /assets/react.js /assets/router.js" />',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('gives the page its own title and description, and links its styles after the shell’s', () => {
    expect(html).toContain('<title>Store · Virtual Diner</title>');
    expect(html).toContain('<meta name="description" content="Perks." />');
    expect(html).not.toContain('Default.');
    expect(html.indexOf('/assets/store.css')).toBeGreaterThan(html.indexOf('/assets/shell.css'));
    expect(html.indexOf('/assets/store.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a template it does not recognise rather than writing a broken page', () => {
    expect(() =>
      pageDocument('<html></html>', { title: 't', description: 'd', marker: '/' }, '', null),
    ).toThrow(/root/);
  });
});

describe('what a page links and preloads', () => {
  it('finds a route id’s file', () => {
    const files = new Set([
      'app/routes/_site/store.tsx',
      'app/routes/_site/index.tsx',
      'app/routes/_site.tsx',
    ]);
    const exists = (file: string) => files.has(file);
    expect(routeFile('/_site/store', exists)).toBe('app/routes/_site/store.tsx');
    expect(routeFile('/_site/', exists)).toBe('app/routes/_site/index.tsx');
    expect(routeFile('/_site', exists)).toBe('app/routes/_site.tsx');
    expect(routeFile('__root__', exists)).toBeNull();
    expect(routeFile('/_site/nowhere', exists)).toBeNull();
  });

  // The entry (app.js) loads start0 statically; start0's code imports the start-up parts (router, app) at once.
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_start0.js'] },
    '_start0.js': {
      file: 'assets/start0.js',
      css: ['assets/shell.css'],
      dynamicImports: ['_router.js', '_app.js'],
    },
    '_router.js': { file: 'assets/router.js', css: ['assets/router.css'], imports: ['_start0.js'] },
    '_app.js': { file: 'assets/app.js', css: ['assets/layouts.css'], imports: ['_router.js', '_start0.js'] },
    'app/routes/_site/store.tsx?tsr-split=component': {
      file: 'assets/store.js',
      css: ['assets/store.css'],
      imports: ['_start0.js', '_shared.js', '_router.js'],
    },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/pages.css'], imports: ['_start0.js'] },
  };

  it('links the CSS of the start-up parts, then of the route chunks and what they import, not the entry’s', () => {
    expect(pageAssets(manifest, ['app/routes/_site/store.tsx']).styles).toEqual([
      'assets/router.css',
      'assets/layouts.css',
      'assets/store.css',
      'assets/pages.css',
    ]);
    expect(pageAssets(manifest, []).styles).toEqual(['assets/router.css', 'assets/layouts.css']);
  });

  it('preloads the scripts of the start-up parts and of the route chunks with their imports, not the entry’s', () => {
    expect(pageAssets(manifest, ['app/routes/_site/store.tsx']).scripts).toEqual([
      'assets/router.js',
      'assets/app.js',
      'assets/store.js',
      'assets/shared.js',
    ]);
    expect(pageAssets(manifest, []).scripts).toEqual(['assets/router.js', 'assets/app.js']);
  });
});

describe('inlineCriticalStyles', () => {
  const PAGE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="dark">
  <head>
    <title>Store</title>
    <link rel="stylesheet" crossorigin href="/assets/shell.css">
    <link rel="stylesheet" crossorigin href="/assets/store.css">
    <style data-mantine-styles="true">:root{--mantine-scale:1}</style>
  </head>
  <body>
    <div id="root" data-vd-page="/store"><h1 class="title">Store &amp; perks</h1><p class="lead" data-size="lg">Perks</p></div>
  </body>
</html>
`;
  const STYLESHEETS: Record<string, string> = {
    '/assets/shell.css':
      '.title{font-size:2rem}.dialog{position:fixed}@media (min-width:48em){.lead{font-size:1.25rem}}' +
      ':root[data-mantine-color-scheme=dark]{--mantine-color-text:#c9c9c9}html[data-vd-no-announcement] .banner{height:0}' +
      ':root[data-mantine-color-scheme=light]{--mantine-color-text:#000}' +
      ':where([data-mantine-color-scheme=dark]) .lead:where([data-size]):after{color:silver}',
    '/assets/store.css': '.lead{color:gray}.cart{display:grid}',
  };
  const read = (href: string) => {
    const css = STYLESHEETS[href];
    if (css === undefined) throw new Error(`no ${href}`);
    return css;
  };

  it('inlines the rules the markup uses, and names the stylesheets instead of linking them', async () => {
    const html = await inlineCriticalStyles(PAGE, read);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<meta name="vd-styles" content="/assets/shell.css /assets/store.css" />');
    const critical = /<style data-vd-critical>([^<]*)<\/style>/.exec(html)?.[1] ?? '';

    expect(critical).toContain('.title{font-size:2rem}');
    expect(critical).toMatch(/@media \(min-width: ?48em\)\{\.lead\{font-size:1\.25rem\}\}/);
    expect(critical).toContain('.lead{color:gray}');
    // Rules on <html>'s attributes, which the page or its boot script sets, but not the light scheme's.
    expect(critical).toContain(':root[data-mantine-color-scheme=dark]{--mantine-color-text:#c9c9c9}');
    expect(critical).toContain('html[data-vd-no-announcement] .banner{height:0}');
    expect(critical).not.toContain('light');
    // Mantine's dark-scheme rules, with two functional pseudo-classes (which beasties alone left out).
    expect(critical).toContain(
      ':where([data-mantine-color-scheme=dark]) .lead:where([data-size]):after{color:silver}',
    );
    // Rules for what the page does not show wait for the stylesheets.
    expect(critical).not.toContain('.dialog');
    expect(critical).not.toContain('.cart');
    // In the first link's place: the inlined rules keep the links' place in the cascade.
    expect(html.indexOf('data-vd-critical')).toBeLessThan(html.indexOf('data-mantine-styles'));
  });

  it('changes nothing else of the page', async () => {
    const html = await inlineCriticalStyles(PAGE, read);
    const rest = html.replace(
      / *<style data-vd-critical>[^<]*<\/style>\n *<meta name="vd-styles"[^>]*>\n/,
      '',
    );
    expect(rest).toBe(PAGE.replace(/ *<link rel="stylesheet"[^>]*>\n/g, ''));
  });

  it('leaves the shell’s stylesheets linked, blocking the first paint, and inlines only the others’ rules', async () => {
    const html = await inlineCriticalStyles(PAGE, read, new Set(['/assets/shell.css']));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
    expect(html).toContain('<meta name="vd-styles" content="/assets/store.css" />');
    const critical = /<style data-vd-critical>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(critical).toBe('.lead{color:gray}');
    expect(html).not.toContain('data-beasties-skip');
    expect(html.indexOf('/assets/shell.css')).toBeLessThan(html.indexOf('data-vd-critical'));
  });

  it('leaves a page without stylesheets alone', async () => {
    const page = PAGE.replace(/ *<link rel="stylesheet"[^>]*>\n/g, '');
    expect(await inlineCriticalStyles(page, read)).toBe(page);
  });
});

describe('withoutPseudo', () => {
  it('removes pseudo-classes and pseudo-elements, each with its own parentheses', () => {
    expect(withoutPseudo('.a:not(:where(.b, .c)) > .d::before')).toBe('.a > .d');
    expect(withoutPseudo('.a:hover .b:nth-child(2n+1):focus-visible')).toBe('.a .b');
  });

  it('keeps the one compound of a :where() or :is() in the compound it is in, and drops any other', () => {
    expect(withoutPseudo(':where([data-scheme=dark]) .b:where([data-visible]):after')).toBe(
      '[data-scheme=dark] .b[data-visible]',
    );
    expect(withoutPseudo('.a:is(:hover, .b:focus)')).toBe('.a');
    expect(withoutPseudo('.a:where(.b .c)')).toBe('.a');
    expect(withoutPseudo('.a:where(div)')).toBe('.a');
    expect(withoutPseudo('.a:where(:hover)')).toBe('.a');
  });

  it('keeps attribute values and escaped characters', () => {
    expect(withoutPseudo('a[href^="http:"]:focus-visible')).toBe('a[href^="http:"]');
    expect(withoutPseudo('.md\\:grid:hover')).toBe('.md\\:grid');
  });
});

describe('moveFontFaces', () => {
  const FACE =
    '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2");unicode-range:U+0-FF}';
  const HTML = `<html><head>
    <title>Virtual Diner</title>
    <link rel="stylesheet" crossorigin href="/assets/shell.css">
  </head><body></body></html>`;

  it('moves every font face of the linked stylesheets into the head, after the title, once', () => {
    const stylesheets = new Map([
      ['/assets/shell.css', `${FACE}.a{color:red}${FACE.replace('U+0-FF', 'U+100-17F')}`],
      ['/assets/other.css', `${FACE}.b{color:blue}`],
    ]);
    const html = moveFontFaces(HTML, stylesheets);
    expect(html).toContain(
      `</title>\n    <style data-vd-fonts>${FACE}${FACE.replace('U+0-FF', 'U+100-17F')}</style>\n`,
    );
    expect(stylesheets.get('/assets/shell.css')).toBe('.a{color:red}');
    // A stylesheet the page does not link is left alone.
    expect(stylesheets.get('/assets/other.css')).toBe(`${FACE}.b{color:blue}`);
  });

  it('leaves a page whose stylesheets have no font face alone', () => {
    const stylesheets = new Map([['/assets/shell.css', '.a{color:red}']]);
    expect(moveFontFaces(HTML, stylesheets)).toBe(HTML);
  });
});
