// Pictures people upload: recognised by their first bytes, decoded and re-encoded to WebP (which drops metadata such
// as GPS positions and anything hidden after the image data), and stored under images/<type>/.
import { randomUUID } from 'node:crypto'
import sharp, { type OutputInfo } from 'sharp'
import type { Database, Executor } from '../../db/types.ts'
import { ApiError } from '../../lib/errors.ts'
import type { ImageStorage } from '../../lib/storage/index.ts'
import * as repo from './repository.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Larger pictures are scaled down to fit this box. */
const MAX_SIDE = 2048
/** Refuses decompression bombs: a small file claiming a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000

const notAPicture = () =>
  new ApiError(400, 'ERROR_400', 'The image must be a picture (JPEG, PNG, WebP, GIF or AVIF).', {
    image: ['The image must be a picture (JPEG, PNG, WebP, GIF or AVIF).'],
  })

/** The picture formats we take, by signature. */
export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | null {
  if (data.length < 12) return null
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  if (data.toString('latin1', 0, 4) === 'GIF8') return 'gif'
  if (data.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(data.toString('latin1', 8, 12))) return 'avif'
  return null
}

export async function storeImage(
  db: Database,
  storage: ImageStorage,
  userId: number,
  type: string,
  data: Buffer,
): Promise<string> {
  const sniffed = sniffImageType(data)
  if (!sniffed) throw notAPicture()
  let output: { data: Buffer; info: OutputInfo }
  try {
    output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw notAPicture()
  }
  const path = `${type}/${randomUUID().replace(/-/g, '')}.webp`
  await storage.put(path, output.data, 'image/webp')
  await repo.recordUpload(db, {
    userId,
    path,
    type,
    size: output.data.length,
    width: output.info.width,
    height: output.info.height,
  })
  return path
}

/** The stored path of a picture URL from `dashboard/galleries` (`http://host/storage/images/chats/x.webp` → `chats/x.webp`). */
export function storedImagePath(url: string): string | null {
  let path = url.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.replace(/^\/+/, '').replace(/^storage\/images\//, '')
  return /^[a-z0-9_-]+\/[A-Za-z0-9_-]+\.webp$/.test(path) ? path : null
}

/** The stored path of `url` when it is a picture `userId` uploaded through `dashboard/galleries`; null otherwise. */
export async function ownUploadPath(db: Executor, userId: number, url: string): Promise<string | null> {
  const path = storedImagePath(url)
  if (!path) return null
  return (await repo.isUploadOf(db, userId, path)) ? path : null
}
