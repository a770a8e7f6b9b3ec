// Leaves the mention visible: roles kept under the court rule, or a category the user chose not to redact.
import type { Operator } from './types';

export const keepOperator: Operator = {
  name: 'keep',
  pseudonym: (entity) => entity.canonical,
  edit: () => null,
};
