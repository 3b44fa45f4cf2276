// `npm run lint`: type-aware typescript-eslint over every workspace, plus the React hooks rules for the web app.
// Type-aware rules read the built workflows/shared and api types: `npm test` lints after `npm run build`.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** User-facing messages come from the module's <module>.messages.ts table: no literal in an AppError or NonRetryableError. */
const MESSAGES_FROM_TABLES = [
  {
    selector: "NewExpression[callee.name='AppError'][arguments.1.type=/^(Literal|TemplateLiteral)$/]",
    message: "An AppError's message comes from its module's <module>.messages.ts table, not a literal.",
  },
  {
    selector: "NewExpression[callee.name='AppError'] > ConditionalExpression > :matches(Literal, TemplateLiteral)",
    message: "An AppError's message comes from its module's <module>.messages.ts table, not a literal.",
  },
  {
    selector: "NewExpression[callee.name='NonRetryableError'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: "A job's user-facing failure comes from its module's <module>.messages.ts table, not a literal.",
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'web/src/gql/', 'bench/', 'data/', 'coverage/', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the nearest tsconfig.json (api, workflows, web); the root codegen config has none.
        projectService: { allowDefaultProject: ['codegen.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Promise-returning interfaces (Apollo plugin hooks, MikroORM migrations, the JobRunner port) are implemented with async methods that need no await.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore marks a parameter kept for its position or a property left out of a rest object.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // One-way layers: server/ (transports) -> app/ (composition root) -> modules/ -> common/, db/.
    // Modules get what they need injected or through the request context type in common/; see ARCHITECTURE.md.
    files: ['api/src/modules/**/*.ts', 'api/src/common/**/*.ts', 'api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|app)(/|$)',
              message: 'modules/, common/ and db/ never import server/ or app/: take the dependency as a parameter (the composition root in app/ passes it), or a type from common/.',
            },
          ],
        },
      ],
    },
  },
  {
    // jobs/ runs every kind of durable work without knowing any: each kind is defined in its own module
    // (<kind>.job.ts) and listed in app/job-kinds.ts, which the runners and the worker read. It may use
    // the users, plans and credits every kind shares, never a feature module.
    // This block replaces the layers block for jobs/, so it repeats its server/app pattern.
    files: ['api/src/modules/jobs/**/*.ts'],
    ignores: ['api/src/modules/jobs/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|app)(/|$)',
              message: 'modules/, common/ and db/ never import server/ or app/: take the dependency as a parameter (the composition root in app/ passes it), or a type from common/.',
            },
            {
              regex: '^\\.\\./(?!(auth|billing|plans)(/|$))[^./][^/]*(/|$)',
              message: 'jobs/ imports no feature module: a kind of job is defined in its own module (<kind>.job.ts) and registered in app/job-kinds.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // common/ is the floor: it names what modules share ("who is asking", AppError) and imports no module.
    // This block replaces the layers block for common/, so it repeats its server/app pattern.
    files: ['api/src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|app)(/|$)',
              message: 'modules/, common/ and db/ never import server/ or app/: take the dependency as a parameter (the composition root in app/ passes it), or a type from common/.',
            },
            {
              regex: '^(\\.\\./)+modules(/|$)',
              message: 'common/ imports no module: move the shared type into common/ (a module fills it in by declaration merging, as auth does for common/viewer.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // User-facing messages live in one table per module (<module>.messages.ts); services throw a code
    // with a message from it, never an inline sentence.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/*.messages.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...MESSAGES_FROM_TABLES,
      ],
    },
  },
  {
    // Modules never build their collaborators: services and repositories are made by the module's
    // <module>.factory.ts (repositories a service needs inside a transaction come from an injected
    // `(em) => repositories` made there), and app/services.ts composes the factories. This block
    // replaces the messages block's no-restricted-syntax for the files it covers, so it repeats those selectors.
    files: ['api/src/modules/**/*.ts'],
    ignores: [
      'api/src/modules/**/*.factory.ts',
      'api/src/modules/**/*.messages.ts',
      'api/src/modules/**/__tests__/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/(Service|Repository)$/]',
          message: "Take the service as a named dependency, or repositories through an injected `(em) => repositories`; only the module's *.factory.ts builds them.",
        },
        ...MESSAGES_FROM_TABLES,
      ],
    },
  },
  {
    // The browser tests have no tsconfig of their own: api/tsconfig.json includes them for `npm run typecheck`.
    files: ['e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './api/tsconfig.json', tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['api/test/**/*.ts', 'e2e/**/*.ts', '**/__tests__/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'workflows/test/**/*.ts'],
    rules: {
      // Tests read untyped JSON and GraphQL responses and check their shape with expect(), which is the type check that matters there.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Props and context values declare their callbacks in method syntax; none of them uses `this`.
      '@typescript-eslint/unbound-method': 'off',
      // React ignores what an event handler returns; the async handlers here catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
);
