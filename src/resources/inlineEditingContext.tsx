import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Identifier } from 'react-admin';

/** The id of the row "Dodaj wiersz" adds at the top of the list until it is saved or given up. */
export const NEW_ROW = '__new__';

/** What a list that edits in place knows: the row being edited (or the new one), and the row the keyboard is on. */
type InlineEditing = {
  editing: Identifier | null;
  /** Where the editing started: the column double-clicked, whose input gets the focus. */
  startColumn: string | undefined;
  edit: (id: Identifier, column?: string) => void;
  /** Ends the editing; the row that was edited takes the keyboard again (or the first row, for a new one). */
  stop: () => void;
  current: Identifier | undefined;
  setCurrent: (id: Identifier) => void;
};

const Context = createContext<InlineEditing | null>(null);

/** The in-place editing of a list, or null where the list does not edit in place. */
export const useInlineEditing = () => useContext(Context);

/** Around a list (its toolbar and its grid) whose entity edits in place: one row edited at a time. */
export const InlineEditingProvider = ({ children }: { children: ReactNode }) => {
  const [editing, setEditing] = useState<Identifier | null>(null);
  const [startColumn, setStartColumn] = useState<string | undefined>();
  const [current, setCurrent] = useState<Identifier | undefined>();
  const edit = useCallback((id: Identifier, column?: string) => {
    setEditing(id);
    setStartColumn(column);
    if (id !== NEW_ROW) setCurrent(id);
  }, []);
  const stop = useCallback(() => setEditing(null), []);
  const value = useMemo(() => ({ editing, startColumn, edit, stop, current, setCurrent }), [editing, startColumn, edit, stop, current]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
};
