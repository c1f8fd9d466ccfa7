import { useStore } from 'react-admin';
import type { GridColumn } from './listViews';
import { shownColumns } from './listViews';
import { useColumnsKey } from './useColumnsKey';

/**
 * The fields of the columns a list's grid shows now, in order, and how to show others (by their
 * places in the grid); `columns` is undefined for a grid whose columns the user does not choose.
 */
export const useShownColumns = () => {
  const columnsKey = useColumnsKey();
  const [available] = useStore<GridColumn[]>(`preferences.${columnsKey}.availableColumns`, []);
  const [omit] = useStore<string[]>(`preferences.${columnsKey}.omit`, []);
  const [chosen, setChosen] = useStore<string[] | undefined>(`preferences.${columnsKey}.columns`);
  return { available, columns: available.length > 0 ? shownColumns(available, chosen, omit) : undefined, setChosen };
};
