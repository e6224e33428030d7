// A map tile server for the end-to-end tests: the storefront's MAP_TILE_URL points here (the browser has no other
// network), so the address map shows real tiles, and a test can take the server away to see the map without them.
import http from 'node:http'
import zlib from 'node:zlib'

/** A PNG image (8-bit RGB) whose pixels `paint(x, y)` gives as [r, g, b]. */
export function makePng(width, height, paint) {
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    rows[row] = 0
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3)
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// Every tile the same: a pale ground with a street grid, easy to tell from the offline basemap on a screenshot.
const TILE = makePng(256, 256, (x, y) => (x % 64 < 3 || y % 64 < 3 ? [250, 250, 250] : [226, 221, 204]))

/**
 * Serves /tiles/{z}/{x}/{y}.png on a free port of 127.0.0.1. `setDown(true)` makes it drop every request unanswered
 * (the browser sees a failed load, as with a server it cannot reach); `requests` lists the paths asked for.
 */
export async function startTileServer() {
  let down = false
  const requests = []
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url, down })
    if (down) {
      req.socket.destroy()
      return
    }
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not a tile')
      return
    }
    res
      .writeHead(200, { 'content-type': 'image/png', 'content-length': TILE.length, 'cache-control': 'no-store' })
      .end(TILE)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address()
  return {
    template: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    setDown(value) {
      down = value
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
