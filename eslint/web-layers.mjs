// The storefront's layers (ARCHITECTURE.md "Layout"; decision 012): lib/ is the ground floor and imports nothing from
// modules/ or app/; browser calls name their answer's contract instead of a hand-written type argument.

const BROWSER_CLIENT_GENERIC = {
  selector: 'CallExpression[callee.name=/^(apiFetch|siteFetch)$/][typeArguments]',
  message:
    'Name the answer with a contract from lib/api/responses.ts (apiFetch(path, responses.x)), not a type argument.',
}

export default [
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/modules/*', '@/app/*', '**/modules/**', '**/app/**'],
              message: 'lib/ imports nothing from modules/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', BROWSER_CLIENT_GENERIC],
    },
  },
]
