// Types of scripts/e2e-paths.mjs for playwright.config.ts and e2e/helpers.ts.
type Env = Record<string, string | undefined>;
export declare const DEFAULT_E2E_PORT: string;
export declare function e2ePort(env?: Env): string;
export declare function mapsKeyPort(env?: Env): string;
export declare function e2eDataDir(port: string, env?: Env): string;
export declare function mapsKeyDataDir(env?: Env): string;
