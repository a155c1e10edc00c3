/**
 * The media port (design.md section 2): where uploaded files go. Firebase Storage in production
 * (and wherever the Storage emulator runs); a local-disk adapter in the local emulator stack,
 * because the Storage emulator cannot run on our machines. media-store.ts picks the adapter.
 */
export interface MediaStore {
  /** Stores a public image under a server-made name and answers a URL a browser can load. */
  savePublic(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a public file saved earlier (by the name given to savePublic). */
  removePublic(name: string): Promise<void>;
  /** Stores a private file (never reachable by a public URL) under a server-made path. */
  savePrivate(path: string, bytes: Buffer, contentType: string): Promise<void>;
  readPrivate(path: string): Promise<Buffer | null>;
  removePrivate(path: string): Promise<void>;
}
