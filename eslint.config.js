import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    // Layer rules of design.md; tests/layers.test.ts checks them too, resolving every relative path.
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'electron', 'better-sqlite3', 'drizzle-orm', '**/src-main/**', '**/src-renderer/**'] }],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'electron', 'better-sqlite3', 'drizzle-orm', '**/src-main/**'] }],
    },
  },
  {
    files: ['src-main/rules/**/*.ts'],
    ignores: ['src-main/rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'electron', 'better-sqlite3', 'drizzle-orm', '**/db/**', '**/services/**', '**/api/**', '**/server/**', '**/electron/**'] }],
    },
  },
);
