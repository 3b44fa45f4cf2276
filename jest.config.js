// One jest run covers every workspace; each project keeps its own environment.
const serverTransform = {
  '^.+\\.(t|j)s$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      },
      module: { type: 'commonjs' },
    },
  ],
};

const webTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

// Tests run the workflows' shared TypeScript sources, never a stale build in workflows/dist; a dynamic
// import names a module by its built file (`import('./x.js')`), whose source is `./x.ts`.
const serverModuleNames = { '^@rankcraft/workflows$': '<rootDir>/workflows/src/shared/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' };

/** @type {import('jest').Config} */
module.exports = {
  // Each test file starts the real app on a fresh database, which takes a few seconds.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/__tests__/**/*.spec.ts', '<rootDir>/api/test/**/*.spec.ts'],
      transform: serverTransform,
      // jose ships ES modules only; jest on Node 20 loads CommonJS, so it is compiled like our code.
      transformIgnorePatterns: ['/node_modules/(?!jose/)'],
      moduleNameMapper: serverModuleNames,
      setupFiles: ['reflect-metadata'],
      // type-graphql keeps its metadata on the global object, shared by every test file.
      testEnvironmentOptions: { globalsCleanup: 'off' },
    },
    {
      displayName: 'workflows',
      testEnvironment: 'node',
      roots: ['<rootDir>/workflows'],
      testMatch: ['**/*.spec.ts'],
      transform: serverTransform,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: webTransform,
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|rxjs|graphql-ws)/)'],
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp|md|graphql)(\\?.*)?$': '<rootDir>/web/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: serverTransform,
      moduleNameMapper: serverModuleNames,
      transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    },
  ],
};
