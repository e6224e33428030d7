export declare const DISABLED_FEATURES: string[]
export declare function disableFeaturesSwitch(defaults: string[]): string
export declare const CHROMIUM_ARGS: string[]
export declare const CHROMIUM_PATH: string
