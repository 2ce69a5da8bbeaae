// Lint enforces the architecture: the dependency direction between projects (Nx tags), and a
// domain layer that imports nothing from transport or infrastructure.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist/**', 'artifacts/**', '.tmp/**', 'data/**', '.nx/**', 'charts/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...nx.configs['flat/base'],
  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', {
        enforceBuildableLibDependency: false,
        allowCircularSelfDependency: false,
        depConstraints: [
          { sourceTag: 'scope:proto', onlyDependOnLibsWithTags: ['scope:proto'] },
          { sourceTag: 'scope:platform', onlyDependOnLibsWithTags: ['scope:proto'] },
          { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['scope:proto', 'scope:platform'] },
          { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:service', 'scope:proto', 'scope:platform'] },
          { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:proto'] },
        ],
      }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['services/*/src/**/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@nestjs/*', 'fastify', '@fastify/*', 'libsql', 'kafkajs', 'mongoose', 'openai', 'node:http'], message: 'The domain stays free of transport and infrastructure.' },
        { group: ['**/read-model/**', '**/commands/**', '**/*.messages', '**/*.controller'], message: 'The domain does not depend on the layers around it.' },
      ] }],
    },
  },
  { files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'services/analysis/eval/**/*.ts'], rules: { 'no-console': 'off' } },
];
