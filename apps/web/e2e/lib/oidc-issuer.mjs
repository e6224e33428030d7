/* global URLSearchParams */
// A local OpenID Connect provider for the social sign-in tests (the API's own tests use the same idea,
// apps/api/src/modules/auth/test-support.ts): a discovery document, its JWKS, and an authorization endpoint that
// signs an ID token for the identity the test chose (with the request's nonce and audience) and sends the browser
// back to the redirect URI, the answer in the fragment as Google's implicit flow does (or posted, for form_post).
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import http from 'node:http'

const html = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

export async function startOidcIssuer({ port = 0 } = {}) {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key-1', alg: 'RS256', use: 'sig' }
  let issuer = ''
  const state = {
    identity: { sub: 'e2e-subject-1', email: 'e2e.google@example.org', email_verified: true, name: 'E2E Person' },
    /** 'approve' signs a token; 'deny' answers error=access_denied. */
    decision: 'approve',
    requests: [],
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    if (url.pathname === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['id_token', 'code id_token'],
          response_modes_supported: ['fragment', 'form_post'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      )
      return
    }
    if (url.pathname === '/favicon.ico') {
      // The browser asks for one on the provider's page; none, without a failed request in the console.
      res.writeHead(204)
      res.end()
      return
    }
    if (url.pathname === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ keys: [jwk] }))
      return
    }
    if (url.pathname === '/authorize') {
      const q = Object.fromEntries(url.searchParams)
      state.requests.push(q)
      const redirect = q.redirect_uri
      if (!redirect || !/^https?:\/\//.test(redirect)) {
        res.writeHead(400, { 'content-type': 'text/plain' })
        res.end('redirect_uri is required')
        return
      }
      const answer = new URLSearchParams()
      if (state.decision === 'deny') {
        answer.set('error', 'access_denied')
      } else {
        const token = await new SignJWT({ ...state.identity, ...(q.nonce ? { nonce: q.nonce } : {}) })
          .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key-1' })
          .setIssuer(issuer)
          .setAudience(q.client_id ?? '')
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(privateKey)
        answer.set('id_token', token)
      }
      if (q.state) answer.set('state', q.state)
      if (q.response_mode === 'form_post') {
        const fields = [...answer].map(([k, v]) => `<input type="hidden" name="${html(k)}" value="${html(v)}">`)
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(
          `<!doctype html><title>Local issuer</title><form method="post" action="${html(redirect)}">${fields.join('')}<button>Continue</button></form>`,
        )
        return
      }
      res.writeHead(302, { location: `${redirect}#${answer.toString()}` })
      res.end()
      return
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  issuer = `http://127.0.0.1:${server.address().port}`
  return {
    issuer,
    clientId: 'basil-e2e-web',
    requests: state.requests,
    setIdentity(identity) {
      state.identity = identity
    },
    setDecision(decision) {
      state.decision = decision
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
