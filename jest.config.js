// One Jest run, several projects: fast unit specs, adapter conformance suites, the HTTP contract
// suite and the web app's component specs. `--selectProjects` picks some.
const { readFileSync } = require('node:fs');
const swc = JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.$schema;
const transform = { '^.+\\.tsx?$': ['@swc/jest', { ...swc, swcrc: false }] };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/proto', '<rootDir>/services'],
      testMatch: ['**/*.unit.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'conformance',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/services'],
      testMatch: ['**/*.conformance.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test/api'],
      testMatch: ['**/*.api.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      transform: {
        '^.+\\.tsx?$': ['@swc/jest', { ...swc, swcrc: false, jsc: { ...swc.jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
      },
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/web/src/testing/style-stub.js' },
    },
  ],
};
