import type { ReactElement } from 'react';
import type { FieldDef } from '../schemas/core';

/** What the generic views set on an element of a field's kit. */
export type ElementProps = { source: string; label?: string; key?: string; readOnly?: boolean; defaultValue?: unknown; helperText?: string | false };

type Props = { source: string; field: FieldDef };

/** How the fields of one format are shown (lists, detail views) and edited (forms). */
export type FormatKit = {
  field: (props: Props) => ReactElement<ElementProps>;
  input: (props: Props) => ReactElement<ElementProps>;
};

const kits = new Map<string, FormatKit>();

/**
 * The field formats a module draws itself (a field's `format` in its schema), given once at start
 * from above (`fieldFormats` of src/custom/views.ts, registered by the app): the generic views never
 * import a module. A format nobody registered is shown and edited as any field of its type.
 */
export const registerFieldFormats = (given: Readonly<Record<string, FormatKit>>): void => {
  for (const [format, kit] of Object.entries(given)) kits.set(format, kit);
};

/** The kit a module registered for the field's format, if any. */
export const formatKit = (field: FieldDef): FormatKit | undefined => {
  const format = 'format' in field ? field.format : undefined;
  return format ? kits.get(format) : undefined;
};
