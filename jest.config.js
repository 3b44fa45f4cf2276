// One jest run covers every workspace; each project keeps its own environment.
const serverTransform = {
  '^.+\\.ts$': [
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

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/__tests__/**/*.spec.ts', '<rootDir>/api/test/**/*.spec.ts'],
      transform: serverTransform,
      setupFiles: ['reflect-metadata'],
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
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp|md)(\\?.*)?$': '<rootDir>/web/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: serverTransform,
    },
  ],
};
