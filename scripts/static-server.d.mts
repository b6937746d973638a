/** Types of scripts/static-server.mjs, for the TypeScript tests. */
export declare const CONTENT_TYPES: Readonly<Record<string, string>>;
export declare function contentType(file: string): string;
export declare function resolveRequestPath(root: string, url: string): string | null;
export declare function serveStatic(
  root: string,
  options?: { port?: number; host?: string; cacheAssets?: boolean },
): Promise<{ port: number; url: string; close: () => Promise<void> }>;
export declare function listen(
  server: import('node:http').Server,
  port: number,
  host: string,
): Promise<{ port: number; url: string; close: () => Promise<void> }>;
