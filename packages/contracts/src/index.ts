export * from './common.ts'
export * from './global.ts'
