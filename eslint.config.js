// Layering enforced, not just described (as VS Code's code-layering rule): native/ never imports electron,
// renderer/ never imports native/ or Node built-ins (only types from the IPC contract).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'models/training/**', 'test/artifacts/**', 'release/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['native/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: 'native/ runs in plain Node: no electron import.' }] }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer talks to the engine only through window.garim.' }],
          patterns: [
            { group: ['**/native/**', 'node:*'], message: 'The renderer may not import native/ or Node built-ins.' },
            { group: ['**/electron/*', '!**/electron/ipc-contract'], message: 'Only the IPC contract (types) may be imported from electron/.' },
          ],
        },
      ],
    },
  },
);
