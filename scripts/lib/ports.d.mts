// Types of ports.mjs, for its tests (TypeScript).
export interface EmulatorConf {
  host?: string;
  port?: number;
  websocketPort?: number;
  [key: string]: unknown;
}
export type Emulators = Record<string, EmulatorConf | boolean>;
export declare const PORT_BLOCK: number;
export declare const FETCH_BAD_PORTS: Set<number>;
export declare function portsOf(emulators: Emulators): Record<string, number>;
export declare function shiftEmulators(emulators: Emulators, offset: number): Emulators;
export declare function parseOffset(
  text: string | undefined,
  emulators: Emulators,
): { offset: number; error?: undefined } | { error: string; offset?: undefined };
export declare function blockProblem(emulators: Emulators): string | null;
export declare function isPortFree(port: number, host?: string): Promise<boolean>;
export declare function busyPorts(
  ports: Record<string, number>,
  host?: string,
): Promise<{ name: string; port: number }[]>;
