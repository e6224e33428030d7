// The API's import rules (decision 011): each module is used through its index.ts; services hold rules and
// transactions, not SQL; plugins/, lib/ and db/ sit below the modules and never import them. Tests and their kits
// (*.test.ts, test-support.ts) may reach into a module: they check its inside. Two rules, so that no file's
// settings replace another's: ESLint's own rule for where an import may point, typescript-eslint's (which can let
// type-only imports through) for what a service may import.
const api = 'apps/api/src'
const tests = ['**/*.test.ts', '**/test-support.ts']

/** Another module's file other than its index.ts, for a file `depth` folders below modules/ (0: modules/index.ts). */
function deepImportOfAnotherModule(depth) {
  const up = depth === 0 ? '\\./' : '(\\.\\./){' + depth + '}'
  return `^${up}[a-z][a-z-]*/(?!index\\.ts$).+`
}

const deepImports = [0, 1, 2, 3].map((depth) => ({
  files: [`${api}/modules/${'*/'.repeat(depth)}*.ts`],
  ignores: tests,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: deepImportOfAnotherModule(depth),
            message: 'Import another module through its index.ts (its public face), never a file inside it.',
          },
        ],
      },
    ],
  },
}))

export default [
  ...deepImports,
  {
    files: [`${api}/modules/**/service.ts`, `${api}/modules/**/*-service.ts`],
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'A service holds rules and transactions: its SQL belongs in the repository or read model.',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message: 'A service holds rules and transactions: its SQL belongs in the repository or read model.',
            },
          ],
        },
      ],
    },
  },
  {
    // A presenter maps data it is handed to the wire, and a rule file (pricing, the cart's plan) decides from data it is
    // handed: neither loads anything (its module's read model or repository does).
    files: [
      `${api}/modules/**/present.ts`,
      `${api}/modules/**/pricing.ts`,
      `${api}/modules/cart/plan.ts`,
      `${api}/modules/cart/lines.ts`,
    ],
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'A presenter is pure: loading belongs in the read model or repository.',
            },
            {
              regex: '(^|/)db/(types|schema)(\\.ts|/|$)|(^|/)(repository|read-model)\\.ts$',
              allowTypeImports: true,
              message: 'A presenter is pure: it may name row types, not read rows (that is the read model).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${api}/plugins/**/*.ts`, `${api}/lib/**/*.ts`, `${api}/db/**/*.ts`],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'plugins/, lib/ and db/ sit below the modules: pass what they need in (options, decorators).',
            },
          ],
        },
      ],
    },
  },
]
