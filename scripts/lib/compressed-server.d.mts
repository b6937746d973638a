/** Types of scripts/lib/compressed-server.mjs, for the TypeScript tests. */
export declare const GZIP_LEVEL: number;
export declare function serveCompressed(
  root: string,
  options?: { port?: number; host?: string; onRequest?: (url: string) => void },
): Promise<{ port: number; url: string; close: () => Promise<void> }>;
