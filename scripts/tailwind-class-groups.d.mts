// Types of scripts/tailwind-class-groups.mjs for lib/tailwind-merge.test.ts and vitest.config.ts.
export declare const GENERATED_FILE: string;
export declare function collectWords(root: string): string[];
export declare function knownClasses(words: string[]): string[];
export declare function generatedText(root: string): string;
export declare function writeClassGroups(root?: string): number;
