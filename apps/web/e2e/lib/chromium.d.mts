export declare const DISABLED_FEATURES: string[]
export declare function disableFeaturesSwitch(defaults: string[]): string
export declare const CHROMIUM_ARGS: string[]
export declare const CHROMIUM_PATH: string
export declare const E2E_CHROMIUM_PATH: string
export declare const NOTIFYING_CHROMIUM_PATH: string
