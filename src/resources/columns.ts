import type { EntityDef } from '../schemas/core';
import { listFields } from '../schemas/core';

/**
 * The key under which a list's chosen columns are kept. react-admin's store lives in the browser's
 * local storage, one for everyone using that browser: the signed-in user's id in the key keeps two
 * people's choices apart.
 */
export const columnsPreferenceKey = (resource: string, userId: string | number | undefined): string => `${resource}.columns.user-${userId ?? 'none'}`;

/** The list columns hidden until a user shows them: fields marked `hiddenByDefault`. */
export const hiddenColumns = (entity: EntityDef): string[] => listFields(entity).filter((key) => {
  const field = entity.fields[key];
  return field.type !== 'id' && field.hiddenByDefault === true;
});

/**
 * Long texts stay on one line in a list: cut with an ellipsis (the whole text is the cell's title),
 * headers never wrap; the table scrolls sideways inside its card when the columns outgrow it (the
 * table, not the card: the selected rows' toolbar shows above the table, where a scrolling card
 * would cut it off).
 */
export const listCells = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& th': { whiteSpace: 'nowrap' },
  '& td.RaDatagrid-rowCell': { whiteSpace: 'nowrap', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;
