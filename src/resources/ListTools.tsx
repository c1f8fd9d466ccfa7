import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { useListContext } from 'react-admin';

const ListViewsButton = lazy(() => import('./ListViewsButton').then((module) => ({ default: module.ListViewsButton })));
const ExportMenu = lazy(() => import('./ExportMenu').then((module) => ({ default: module.ExportMenu })));
const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportButton })));
const ColumnsChooser = lazy(() => import('./ColumnsChooser').then((module) => ({ default: module.ColumnsChooser })));

/** A part of a list's toolbar loaded once the list's first rows are there: the rows do not wait for its code. */
const afterFirstRows = (Part: ComponentType) => {
  const AfterFirstRows = () => {
    const { isPending } = useListContext();
    if (isPending) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
  return AfterFirstRows;
};

/** A list's saved views ("Widoki"). */
export const ListViews = afterFirstRows(ListViewsButton);

/** The column chooser of a list whose grid is a `DatagridConfigurable` keyed by `useColumnsKey`. */
export const ColumnsButton = afterFirstRows(ColumnsChooser);

/** "Eksportuj": the list as it is shown, as XLSX or CSV. */
export const ExportButton = afterFirstRows(ExportMenu);

/** "Importuj": a spreadsheet into the list's records, for a user who may create them. */
export const ImportButton = afterFirstRows(ImportDialog);
