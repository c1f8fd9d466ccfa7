import { lazy, Suspense } from 'react';
import type { FilterInputProps } from './FilterInputs';

const FilterInput = lazy(() => import('./FilterInputs').then((m) => ({ default: m.FilterInput })));

/**
 * A list filter whose input loads on first show: the list and its filter menu (which reads only
 * the element's props) need none of the inputs' code.
 */
export const LazyFilter = (props: FilterInputProps) => (
  <Suspense fallback={null}>
    <FilterInput {...props} />
  </Suspense>
);
