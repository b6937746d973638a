/** Types of scripts/lib/manifest-graph.mjs, for the TypeScript that uses it (scripts/prerender.ts). */
export type BuildManifest = Record<
  string,
  {
    file: string;
    src?: string;
    css?: string[];
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
  }
>;
export declare function entryKeys(manifest: BuildManifest): string[];
export declare function staticClosure(
  manifest: BuildManifest,
  keys: readonly string[],
  skip?: ReadonlySet<string>,
): Set<string>;
export declare function startupParts(manifest: BuildManifest): string[];
export declare function startupKeys(manifest: BuildManifest): Set<string>;
