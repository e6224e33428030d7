export declare const CHROMIUM_ARGS: string[]
export declare const CHROMIUM_PATH: string
