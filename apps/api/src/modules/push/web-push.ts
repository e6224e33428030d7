// The two pieces of Web Push a sender needs, on node:crypto alone: the message encryption of RFC 8291 (content coding
// aes128gcm, RFC 8188) and the VAPID authorization of RFC 8292 (an ES256-signed JWT naming the push service).
import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
} from 'node:crypto'

/** Where and to whom a message goes: a subscription as the browser's PushSubscription.toJSON() gives it. */
export interface PushTarget {
  endpoint: string
  /** The browser's P-256 public key (65 bytes uncompressed), base64url. */
  p256dh: string
  /** Its 16-byte authentication secret, base64url. */
  auth: string
}

/** This sender's VAPID key pair: the public key raw (65 bytes, base64url) and the private key as a JWK. */
export interface VapidKeys {
  publicKey: string
  privateJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string; d: string }
}

/** The largest record a push service must accept is 4096 bytes; the payload is kept well inside it. */
export const MAX_PAYLOAD_BYTES = 3_000
const RECORD_SIZE = 4096

const info = (text: string) => Buffer.from(`${text}\0`, 'latin1')

/** A new VAPID key pair. */
export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwk = privateKey.export({ format: 'jwk' })
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('the P-256 key pair has no coordinates')
  return {
    publicKey: rawPublicKey(jwk.x, jwk.y),
    privateJwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d },
  }
}

/** The uncompressed point 0x04 || x || y, base64url, from a JWK's coordinates. */
function rawPublicKey(x: string, y: string): string {
  return Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]).toString(
    'base64url',
  )
}

/** Whether a subscription's keys are well formed (a P-256 point, a 16-byte secret). */
export function hasUsableKeys(target: Pick<PushTarget, 'p256dh' | 'auth'>): boolean {
  const point = Buffer.from(target.p256dh, 'base64url')
  const secret = Buffer.from(target.auth, 'base64url')
  if (point.length !== 65 || point[0] !== 4 || secret.length !== 16) return false
  try {
    // A point not on the curve fails here.
    const probe = createECDH('prime256v1')
    probe.generateKeys()
    probe.computeSecret(point)
    return true
  } catch {
    return false
  }
}

/**
 * The body of a push message to `target`: `plaintext` encrypted as one aes128gcm record (RFC 8291 section 3.4), with
 * a fresh sender key and salt each time. The record's header carries the salt and the sender's public key.
 */
export function encryptForTarget(target: PushTarget, plaintext: Buffer): Buffer {
  if (plaintext.length > MAX_PAYLOAD_BYTES) throw new Error('push payload too large')
  const browserKey = Buffer.from(target.p256dh, 'base64url')
  const authSecret = Buffer.from(target.auth, 'base64url')
  const ecdh = createECDH('prime256v1')
  const senderKey = ecdh.generateKeys()
  const shared = ecdh.computeSecret(browserKey)
  const keyInfo = Buffer.concat([info('WebPush: info'), browserKey, senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32))
  const salt = randomBytes(16)
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12))
  const cipher = createCipheriv('aes-128-gcm', contentKey, nonce)
  // One record, the last: the data, then the delimiter 0x02, no padding.
  const sealed = Buffer.concat([
    cipher.update(plaintext),
    cipher.update(Buffer.from([2])),
    cipher.final(),
    cipher.getAuthTag(),
  ])
  const header = Buffer.alloc(21)
  salt.copy(header, 0)
  header.writeUInt32BE(RECORD_SIZE, 16)
  header.writeUInt8(senderKey.length, 20)
  return Buffer.concat([header, senderKey, sealed])
}

/**
 * The `Authorization` header of a push to `endpoint`: `vapid t=<JWT>, k=<public key>`, the JWT naming the push
 * service's origin as audience, valid 12 hours, with a contact (`mailto:` or https URL) as subject.
 */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, now = Date.now()): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: subject }
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`
  const key = createPrivateKey({ key: keys.privateJwk, format: 'jwk' })
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' })
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`
}
