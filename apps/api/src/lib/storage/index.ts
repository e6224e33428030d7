// Where uploaded pictures go. Paths are relative to the images folder served under /storage/images/.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface ImageStorage {
  /** Stores the bytes at `relativePath` (e.g. `users/ab12.webp`), replacing any file there. */
  put(relativePath: string, data: Buffer, contentType: string): Promise<void>
  remove(relativePath: string): Promise<void>
}

/** The local-disk driver: files under `<storageDir>/images`, served by the API's static route. */
export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly imagesDir: string) {}

  private resolve(relativePath: string): string {
    const full = path.resolve(this.imagesDir, relativePath)
    // Paths are built by our code, but a stray `..` must never escape the images folder.
    if (!full.startsWith(path.resolve(this.imagesDir) + path.sep))
      throw new Error(`path outside storage: ${relativePath}`)
    return full
  }

  async put(relativePath: string, data: Buffer): Promise<void> {
    const full = this.resolve(relativePath)
    await mkdir(path.dirname(full), { recursive: true })
    await writeFile(full, data)
  }

  async remove(relativePath: string): Promise<void> {
    await rm(this.resolve(relativePath), { force: true })
  }
}
