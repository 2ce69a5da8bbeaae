// Lint enforces the architecture: the dependency direction between projects (Nx tags), and a
// domain layer that imports nothing from transport or infrastructure. It also runs typescript-eslint's
// recommended rules on every TypeScript file and the React hooks rules on the web app.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist/**',
      'artifacts/**',
      '.tmp/**',
      'data/**',
      '.nx/**',
      'charts/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...nx.configs['flat/base'],
  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  { files: ['web/**/*.ts', 'web/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // The services the embedded host imports say `"projectType": "library"` in their package.json:
      // Nx takes a package with no entry point (`main`, `exports`) for an app, which nothing may import.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allowCircularSelfDependency: false,
          depConstraints: [
            { sourceTag: 'scope:proto', onlyDependOnLibsWithTags: ['scope:proto'] },
            { sourceTag: 'scope:platform', onlyDependOnLibsWithTags: ['scope:proto'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['scope:proto', 'scope:platform'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:service', 'scope:proto', 'scope:platform'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:proto'] },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['services/*/src/**/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'fastify', '@fastify/*', 'libsql', 'kafkajs', 'mongoose', 'openai', 'node:http'],
              message: 'The domain stays free of transport and infrastructure.',
            },
            {
              group: ['**/read-model/**', '**/commands/**', '**/*.messages', '**/*.controller'],
              message: 'The domain does not depend on the layers around it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // A leading underscore marks a parameter kept for a signature (a mock typed like fetch), and
      // `const { type: _t, ...rest } = x` is how an object loses a key.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A `let` assigned once but read by a closure before then (a health probe during start) cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // The black-box suites read JSON bodies of any shape from the HTTP API and assert on them field by field.
  { files: ['test/api/**/*.ts', 'test/cluster/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'services/analysis/eval/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
];
