/** The portal's own texts (shell, pages, generic views), Polish. Every locale has the same keys. */
export const appPolish = {
  brand: 'Zaplecze',
  list: { empty: 'Brak pozycji', emptyHint: 'Dodaj pierwszą pozycję przyciskiem „Utwórz”.', search: 'Szukaj' },
  form: { saved: 'Zapisano', deleteTitle: 'Usunąć „%{name}”?', deleteContent: 'Tej operacji nie można cofnąć.' },
};
