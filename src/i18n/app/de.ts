import type { AppMessages } from './types';

export const appGerman: AppMessages = {
  brand: 'Zaplecze',
  list: { empty: 'Noch keine Einträge', emptyHint: 'Legen Sie den ersten mit „Erstellen“ an.', search: 'Suchen' },
  form: { saved: 'Gespeichert', deleteTitle: '„%{name}“ löschen?', deleteContent: 'Dies kann nicht rückgängig gemacht werden.' },
};
