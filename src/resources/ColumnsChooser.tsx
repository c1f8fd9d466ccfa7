import { SelectColumnsButton } from 'react-admin';
import { useColumnsKey } from './useColumnsKey';

/** The column chooser of a list whose grid is a `DatagridConfigurable` keyed by `useColumnsKey`. */
export const ColumnsChooser = () => <SelectColumnsButton preferenceKey={useColumnsKey()} />;
