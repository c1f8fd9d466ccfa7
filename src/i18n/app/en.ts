import type { AppMessages } from './types';

export const appEnglish: AppMessages = {
  brand: 'Zaplecze',
  list: { empty: 'No entries yet', emptyHint: 'Add the first one with "Create".', search: 'Search' },
  form: { saved: 'Saved', deleteTitle: 'Delete "%{name}"?', deleteContent: 'This cannot be undone.' },
};
