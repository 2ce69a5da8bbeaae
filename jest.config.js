// One Jest run, several projects: fast unit specs, adapter conformance suites, the HTTP contract
// suite and the web app's component specs. `--selectProjects` picks some.
const { readFileSync } = require('node:fs');
const swc = JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.$schema;
const transform = {
  '^.+\\.tsx?$': ['@swc/jest', { ...swc, swcrc: false }],
  // Nest 12 ships ES modules; Node 20.19 can require() them, Jest's module loader cannot.
  '^.+\\.m?js$': ['@swc/jest', { swcrc: false, module: { type: 'commonjs' }, jsc: { target: 'es2022' } }],
};
const transformIgnorePatterns = [
  '/node_modules/(?!(@nestjs|@seriousme|content-disposition|file-type|strtok3|token-types|peek-readable|uint8array-extras|load-esm|@tokenizer)/)',
];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/proto', '<rootDir>/services'],
      testMatch: ['**/*.unit.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'conformance',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/services'],
      testMatch: ['**/*.conformance.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/test/api'],
      setupFilesAfterEnv: ['<rootDir>/test/api/support/timeout.ts'],
      testMatch: ['**/*.api.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'cluster',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/services/platform/test/cluster', '<rootDir>/services/gateway/src', '<rootDir>/services/submission/src'],
      testMatch: ['**/*.cluster.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      transform: {
        '^.+\\.tsx?$': [
          '@swc/jest',
          {
            ...swc,
            swcrc: false,
            jsc: { ...swc.jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
        ],
      },
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/web/src/testing/style-stub.js' },
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-tests.ts'],
    },
  ],
};
