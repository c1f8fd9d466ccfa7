import type { AppMessages } from './types';

export const appFrench: AppMessages = {
  brand: 'Zaplecze',
  list: { empty: 'Aucune entrée', emptyHint: 'Ajoutez la première avec « Créer ».', search: 'Rechercher' },
  form: { saved: 'Enregistré', deleteTitle: 'Supprimer « %{name} » ?', deleteContent: 'Cette opération est irréversible.' },
};
