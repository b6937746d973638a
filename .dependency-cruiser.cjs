/**
 * The layer rule (docs/architecture.md#import-direction), checked by dependency-cruiser in the test command's
 * `layers` step: `depcruise --config .dependency-cruiser.cjs ui lib features app mocks`.
 * Paths are relative to the repository root; aliases (`@ui/`, `@lib/`, …) resolve through tsconfig.json.
 */
/** Tests, stories and test-support folders: they may import mocks/, the fixture they run against. */
const TEST_SUPPORT = ['\\.(test|spec|stories)\\.[cm]?[jt]sx?$', '(^|/)(test|__tests__|__mocks__)/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-lib',
      comment: 'lib/ is the base layer: it imports only lib/',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(ui|features|app)/' },
    },
    {
      name: 'ui-imports-ui-lib',
      comment: 'ui/ may import only ui/ and lib/',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(features|app)/' },
    },
    {
      name: 'mocks-imports-mocks-lib',
      comment: 'mocks/ may import only mocks/ and lib/',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^(ui|features|app)/' },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'features/ never import app/',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^app/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment: 'a feature may not import another feature: share through ui/ or lib/',
      severity: 'error',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/', pathNot: '^features/$1/' },
    },
    {
      name: 'app-imports-feature-surface',
      comment:
        'app/ imports a feature through its public surface @features/<name> (index.ts), not its internals',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^features/[^/]+/', pathNot: '^features/[^/]+/index\\.[cm]?[jt]sx?$' },
    },
    {
      name: 'no-mocks-in-production',
      comment: 'production code runs without the fake backend (tests and stories may import mocks/)',
      severity: 'error',
      from: { path: '^(ui|lib|features|app)/', pathNot: [...TEST_SUPPORT, '^app/main\\.tsx$'] },
      to: { path: '^mocks/' },
    },
    {
      name: 'mocks-loaded-lazily',
      comment: 'app/main.tsx loads mocks/ only through a dynamic import() (demo mode)',
      severity: 'error',
      from: { path: '^app/main\\.tsx$' },
      to: { path: '^mocks/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'no-cycles',
      comment:
        'an import cycle between source files; every static import counts, `import type` included, a dynamic import() does not',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    includeOnly: '^(ui|lib|features|app|mocks)/',
    tsConfig: { fileName: 'tsconfig.json' },
    // Keep type-only imports as dependencies (they count for cycles too).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs'] },
    moduleSystems: ['es6'],
  },
};
