export declare const DIST_DIR: string;
export declare function startStaticServer(options?: { root?: string; host?: string; port?: number }): Promise<{ origin: string; close: () => Promise<void> }>;
