/** The local map tile server (tile-server.mjs). */
export interface TileServer {
  template: string
  origin: string
  requests: { path: string | undefined; down: boolean }[]
  setDown(value: boolean): void
  close(): Promise<void>
}
export declare function makePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
): Buffer
export declare function startTileServer(): Promise<TileServer>
