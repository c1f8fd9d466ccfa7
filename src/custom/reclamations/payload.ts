import type { LinesField } from '../../schemas/core';
import { linesEditable } from '../../schemas/core';
import { reclamation } from '../../schemas/entities/reclamation';
type Row = Record<string, unknown>;

/** A position as POST /createreclamation and PUT /updatereclamation take it. */
export type PositionPayload = { reclamation_subject: number; possitionIndex: number; quantity: number; description: string | null };

const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => typeof r === 'object' && r !== null) : []);

/** Positions stay editable unless the loaded reclamation says otherwise (spec §4; the `lines` field's editableFlag). */
export const positionsEditable = (record: Row | undefined): boolean => linesEditable(reclamation.fields.possitions as LinesField, record);

/**
 * The positions in the order they stand on screen, numbered by that order; what the loaded
 * record carries for display (id, code, reclamation_id) stays behind.
 */
export const positionsPayload = (value: unknown): PositionPayload[] =>
  rows(value).map((p, index) => ({
    reclamation_subject: Number(p.reclamation_subject),
    possitionIndex: index,
    quantity: p.quantity === undefined || p.quantity === null || p.quantity === '' ? 1 : Number(p.quantity),
    description: typeof p.description === 'string' && p.description.trim() !== '' ? p.description.trim() : null,
  }));

/**
 * The body of a reclamation save: its own writable fields and, while they may be edited, its
 * positions (the server replaces them in the same transaction). Number, history, stamps and the
 * list's position summary are never sent.
 */
export const reclamationPayload = (data: Row, ownFields: readonly string[]) => ({
  ...Object.fromEntries(ownFields.filter((key) => key in data).map((key) => [key, data[key]])),
  ...(positionsEditable(data) ? { possitions: positionsPayload(data.possitions) } : {}),
});
