import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ChoicesContextValue, FilterPayload, Identifier, RaRecord } from 'react-admin';
import { AutocompleteArrayInput, ChoicesContextProvider, useGetList, useGetManyAggregate } from 'react-admin';

const PER_PAGE = 25;
const NONE: Identifier[] = [];
const noop = () => undefined;

/**
 * The choices of a reference autocomplete whose selected ids the caller gives. It does what
 * ReferenceArrayInput's controller does, which reads the ids straight from the form value and
 * so cannot work on a list of `{ userId }` objects: the selected records (getMany) merged with
 * those matching the typed text (getList, `q` filter).
 */
const useMemberChoices = (source: string, reference: string, ids: Identifier[], sortField: string): ChoicesContextValue => {
  const [filter, setFilter] = useState<FilterPayload>({});
  const selected = useGetManyAggregate(reference, { ids }, { enabled: ids.length > 0 });
  const sort = useMemo(() => ({ field: sortField, order: 'ASC' as const }), [sortField]);
  const matching = useGetList(reference, { pagination: { page: 1, perPage: PER_PAGE }, sort, filter }, { retry: false, placeholderData: (previous) => previous });
  const setFilters = useCallback((filters: FilterPayload) => setFilter(filters), []);

  const selectedRecords = useMemo(() => (ids.length > 0 ? (selected.data ?? []).filter(Boolean) : []), [ids.length, selected.data]);
  const allChoices = useMemo(() => {
    const found = matching.data ?? [];
    return [...found, ...selectedRecords.filter((r: RaRecord) => !found.some((f) => f.id === r.id))];
  }, [matching.data, selectedRecords]);

  return {
    allChoices,
    availableChoices: matching.data ?? [],
    selectedChoices: selectedRecords,
    total: matching.total ?? allChoices.length,
    error: selected.error ?? matching.error ?? null,
    isPending: (ids.length > 0 && selected.isPending) || matching.isPending,
    isLoading: selected.isLoading || matching.isLoading,
    isFetching: selected.isFetching || matching.isFetching,
    isPlaceholderData: matching.isPlaceholderData,
    filter: undefined,
    filterValues: filter,
    displayedFilters: {},
    showFilter: noop,
    hideFilter: noop,
    setFilters,
    page: 1,
    perPage: PER_PAGE,
    setPage: noop,
    setPerPage: noop,
    sort,
    setSort: noop,
    refetch: matching.refetch,
    resource: reference,
    // The input reads its form field from here, not from its own prop.
    source,
    hasNextPage: matching.total !== undefined ? matching.total > PER_PAGE : undefined,
    hasPreviousPage: false,
    isFromReference: true,
  } as ChoicesContextValue;
};

type Props = {
  /** Form field holding the members, e.g. `users` holding `[{ userId }]`. */
  source: string;
  /** The key of a member's id inside a member, e.g. `userId`. */
  idKey: string;
  /** react-admin resource of the members (the route path of their entity). */
  reference: string;
  sortField: string;
  optionText: (record: RaRecord) => string;
  label: string;
  helperText?: string;
  disabled?: boolean;
};

/**
 * A multi-select of records whose form value is a list of `{ [idKey]: id }` (the shape the
 * access-group API takes), shown and searched as react-admin's autocomplete.
 */
export const MemberInput = ({ source, idKey, reference, sortField, optionText, label, helperText, disabled }: Props) => {
  const value: unknown = useWatch({ name: source });
  const ids = useMemo(() => (Array.isArray(value) ? value.map((member: Record<string, Identifier>) => member[idKey]) : NONE), [value, idKey]);
  const choices = useMemberChoices(source, reference, ids, sortField);
  const format = useCallback((members: unknown) => (Array.isArray(members) ? members.map((member: Record<string, Identifier>) => member[idKey]) : []), [idKey]);
  const parse = useCallback((chosen: unknown) => (Array.isArray(chosen) ? chosen.map((id: Identifier) => ({ [idKey]: id })) : []), [idKey]);
  return (
    <ChoicesContextProvider value={choices}>
      <AutocompleteArrayInput
        source={source}
        label={label}
        helperText={helperText ?? false}
        optionText={optionText}
        format={format}
        parse={parse}
        disabled={disabled}
        fullWidth
      />
    </ChoicesContextProvider>
  );
};
