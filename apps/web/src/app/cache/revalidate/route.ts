import { REVALIDATE_SIGNATURE_HEADER, REVALIDATE_TIMESTAMP_HEADER, revalidateBodySchema } from '@basil/contracts'
import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { readRevalidateSecret } from '@/lib/env'
import { isSignedByApi } from '@/lib/api/revalidate-signature'

const MAX_BODY = 4096

/**
 * The API says catalogue data changed (`@basil/contracts` revalidate.ts): the cached reads with those tags expire at
 * once, so the next render asks the API again. Signed with REVALIDATE_SECRET; without that secret the route is off.
 */
export async function POST(request: NextRequest) {
  const secret = readRevalidateSecret()
  if (!secret) return new NextResponse(null, { status: 404 })
  const body = await request.text()
  if (body.length > MAX_BODY) return NextResponse.json({ message: 'Request body is too large' }, { status: 413 })
  const signed = isSignedByApi(
    secret,
    body,
    request.headers.get(REVALIDATE_TIMESTAMP_HEADER),
    request.headers.get(REVALIDATE_SIGNATURE_HEADER),
  )
  if (!signed) return NextResponse.json({ message: 'Bad signature' }, { status: 401 })
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return NextResponse.json({ message: 'Bad body' }, { status: 400 })
  }
  const parsed = revalidateBodySchema.safeParse(json)
  if (!parsed.success) return NextResponse.json({ message: 'Bad body' }, { status: 400 })
  // Expire now (not stale-while-revalidate): the next visitor sees the change.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
  return NextResponse.json({ revalidated: parsed.data.tags })
}
