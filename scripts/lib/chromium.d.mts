// Types of chromium.mjs, for the browser tests (TypeScript).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
