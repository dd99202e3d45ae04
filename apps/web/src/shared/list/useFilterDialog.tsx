/**
 * A list's filter dialog wired to its controller: the button's count, open and clear, and the
 * dialog itself, fetched on the first 'Filtrar' (it is not part of the list's first paint).
 */
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useJaAberto } from '../useJaAberto.ts';
import { dialogFieldsOf, type ListDescriptor } from './descriptor.ts';
import type { ListController } from './useList.ts';

const FilterDialog = lazy(() =>
  import('./FilterDialog.tsx').then((m) => ({ default: m.FilterDialog })),
);

interface Options {
  title: string;
  /** Keys of the fields the dialog shows first, in this order (the rest follow). */
  first?: readonly string[];
}

export interface FilterDialogController {
  /** Filters on now. */
  count: number;
  open(): void;
  clear(): void;
  dialog: ReactNode;
}

export function useFilterDialog<Row>(
  list: ListController<Row>,
  descriptor: ListDescriptor<Row>,
  { title, first = [] }: Options,
): FilterDialogController {
  const [open, setOpen] = useState(false);
  const mounted = useJaAberto(open);
  const order = first.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `first` counts by its contents
  const fields = useMemo(() => dialogFieldsOf(descriptor, first), [descriptor, order]);
  const { setFilters, state } = list;
  return {
    count: Object.keys(state.filters).length,
    open: () => setOpen(true),
    clear: () => setFilters({}),
    dialog: mounted && (
      <Suspense fallback={null}>
        <FilterDialog
          open={open}
          title={title}
          fields={fields}
          values={state.filters}
          onClose={() => setOpen(false)}
          onApply={(f) => {
            setOpen(false);
            setFilters(f);
          }}
        />
      </Suspense>
    ),
  };
}
