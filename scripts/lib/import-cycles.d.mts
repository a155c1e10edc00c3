// Types of import-cycles.mjs, for its tests (TypeScript).
export declare const EXTENSIONS: string[];
export declare function sourceFiles(root: string, skip?: Set<string>): string[];
export declare function resolveImport(from: string, specifier: string): string | null;
export declare function runtimeImports(file: string, text?: string): string[];
export declare function importGraph(files: string[]): Map<string, string[]>;
export declare function cyclesOf(graph: Map<string, string[]>): string[][];
export declare function findCycles(root: string): string[][];
