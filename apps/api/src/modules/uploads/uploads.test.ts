import { galleryUploadResponseSchema, userResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '../../db/schema/index.ts'
import { createAccountsTestApp, freshIp, registerByEmail, type AccountsTestApp } from '../auth/test-support.ts'
import { MAX_UPLOAD_BYTES } from './service.ts'
import { bodyOf, call, errorOf, json } from '../../../test/kit.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

function multipart(parts: { name: string; value: Buffer | string; filename?: string; contentType?: string }[]) {
  const boundary = `----basil${Date.now()}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(token: string | undefined, parts: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = multipart(parts)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/galleries',
    remoteAddress: freshIp(),
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  })
  return { status: res.statusCode, headers: res.headers, body: bodyOf(res) }
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .png()
    .toBuffer()

describe('picture uploads', () => {
  it('re-encodes a picture to WebP under images/<type>/ and answers its absolute URL; the profile can use it', async () => {
    const a = await registerByEmail(t)
    // The file comes before `type`, as clients send it.
    const res = await upload(a.token, [
      { name: 'image', value: await png(64, 48), filename: 'me.png', contentType: 'image/png' },
      { name: 'type', value: 'users' },
    ])
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, galleryUploadResponseSchema).data.title).toMatch(
      /^http:\/\/basil\.test\/storage\/images\/users\/[0-9a-f]{32}\.webp$/,
    )
    const relative = json(res, galleryUploadResponseSchema).data.title.replace('http://basil.test/storage/images/', '')
    const file = path.join(t.storageDir, 'images', relative)
    expect(existsSync(file)).toBe(true)
    const meta = await sharp(readFileSync(file)).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([64, 48])
    const [row] = await t.db.select().from(uploads).where(eq(uploads.path, relative))
    expect(row!.userId).toBe(a.userId)
    const served = await t.app.inject({ method: 'GET', url: `/storage/images/${relative}` })
    expect(served.statusCode).toBe(200)
    const profile = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: a.token,
      body: { images: [json(res, galleryUploadResponseSchema).data.title] },
    })
    expect(json(profile, userResponseSchema).data.img).toBe(json(res, galleryUploadResponseSchema).data.title)
  })

  it('scales large pictures down', async () => {
    const a = await registerByEmail(t)
    const res = await upload(a.token, [
      { name: 'image', value: await png(3000, 1000), filename: 'wide.png' },
      { name: 'type', value: 'shops' },
    ])
    expect(res.status).toBe(200)
    const relative = json(res, galleryUploadResponseSchema).data.title.replace('http://basil.test/storage/images/', '')
    expect(relative.startsWith('shops/')).toBe(true)
    const meta = await sharp(path.join(t.storageDir, 'images', relative)).metadata()
    expect(meta.width).toBe(2048)
  })

  it('refuses what is not a picture, whatever its name and declared type', async () => {
    const a = await registerByEmail(t)
    const html = await upload(a.token, [
      { name: 'image', value: '<html><script>alert(1)</script></html>', filename: 'x.png', contentType: 'image/png' },
    ])
    expect(html.status).toBe(400)
    expect(errorOf(html).params?.image).toBeDefined()
    // A PNG signature followed by garbage: the decoder has the last word.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)])
    const broken = await upload(a.token, [{ name: 'image', value: fake, filename: 'x.png' }])
    expect(broken.status).toBe(400)
    const badType = await upload(a.token, [
      { name: 'image', value: await png(8, 8), filename: 'x.png' },
      { name: 'type', value: '../../etc' },
    ])
    expect(badType.status).toBe(400)
    expect(errorOf(badType).params?.type).toBeDefined()
    const noFile = await upload(a.token, [{ name: 'type', value: 'users' }])
    expect(noFile.status).toBe(400)
    expect(errorOf(noFile).params?.image).toBeDefined()
    const json = await call(t, 'POST', 'dashboard/galleries', { token: a.token, body: { image: 'x' } })
    expect(json.status).toBe(400)
  })

  it('refuses files over the size limit with 413', async () => {
    const a = await registerByEmail(t)
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(MAX_UPLOAD_BYTES + 1024)])
    const res = await upload(a.token, [{ name: 'image', value: big, filename: 'big.png' }])
    expect(res.status).toBe(413)
    expect(errorOf(res).status).toBe(false)
  })

  it('needs a signed-in user', async () => {
    const res = await upload(undefined, [{ name: 'image', value: await png(8, 8), filename: 'x.png' }])
    expect(res.status).toBe(401)
    expect(errorOf(res).statusCode).toBe('ERROR_100')
  })
})
