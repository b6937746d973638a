/** Types of scripts/check-layers.mjs (plain Node ESM), for the TypeScript tests. */
export interface Location {
  layer: 'ui' | 'lib' | 'features' | 'app' | 'mocks';
  feature: string | null;
  rest: string;
}
export interface FoundImport {
  specifier: string;
  line: number;
  kind: 'static' | 'dynamic';
}
export interface Token {
  type: 'word' | 'string' | 'template' | 'regex' | 'punct' | 'number';
  value: string;
  line: number;
}
export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}
export declare const LAYERS: readonly string[];
export declare function tokenize(source: string): Token[];
export declare function extractImports(source: string): FoundImport[];
export declare function locate(relativePath: string): Location | null;
export declare function resolveSpecifier(specifier: string, importerRelative: string): string | null;
export declare function ruleFor(
  importer: Location,
  target: Location,
  context: { kind: FoundImport['kind']; file: string },
): string | null;
export declare function checkLayers(root?: string): {
  files: number;
  violations: Violation[];
  cycles: string[][];
};
export declare function formatViolation(violation: Violation): string;
export declare function resolveFile(resolved: string, known: ReadonlySet<string>): string | null;
export declare function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][];
export declare function formatCycle(cycle: readonly string[]): string;
