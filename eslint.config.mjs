import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import apiLayers from './eslint/api-layers.mjs'
import webLayers from './eslint/web-layers.mjs'
import { envAccess, typeAware } from './eslint/type-aware.mjs'
import moduleCycles from './eslint/module-cycles.mjs'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/.data/**',
      'apps/api/drizzle/**',
      'apps/web/next-env.d.ts',
      'bench/results/**',
      'bench/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...apiLayers,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...webLayers,
  ...typeAware,
  ...envAccess,
  ...moduleCycles,
)
