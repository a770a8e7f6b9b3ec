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
    // Platform-free code shared with the renderer (as VS Code's common/): no Node, no DOM-only, no other native/.
    files: ['native/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'electron', '../*', '!../types'], message: 'native/common/ imports only native/types.' }] },
      ],
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
            {
              regex: '(^|/)native/(?!common/)|^node:',
              message: 'The renderer may not import native/ (except the platform-free native/common/) or Node built-ins.',
            },
            { group: ['**/electron/*', '!**/electron/ipc-contract'], message: 'Only the IPC contract (types) may be imported from electron/.' },
          ],
        },
      ],
    },
  },
);
