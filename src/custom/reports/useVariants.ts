import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import type { Variant } from '../../dataProvider/reports';
import { variantsApi } from '../../dataProvider/reports';
import type { ReportSettings } from './reportModel';
import { useText } from './texts';

/** The user's saved variants of a report (by its module), and saving / deleting them with a notice. */
export const useVariants = (module: string) => {
  const notify = useNotify();
  const { t } = useText();
  const api = useMemo(() => variantsApi(module), [module]);
  const [variants, setVariants] = useState<Variant[]>([]);
  const [selected, setSelected] = useState<number>();
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setVariants(await api.list());
    } catch {
      notify(t('reportLoadError'), { type: 'error' });
    }
  }, [notify, api, t]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async <T>(work: () => Promise<T>, done: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      const result = await work();
      notify(done, { type: 'info' });
      await reload();
      return result;
    } catch (error) {
      notify((error as Error).message || t('reportError'), { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return {
    variants,
    selected,
    busy,
    select: setSelected,
    save: (variant: Variant, settings: ReportSettings) => act(() => api.update(variant.id, variant.name, settings), t('reportVariantSaved')),
    saveAs: async (name: string, settings: ReportSettings) => {
      const made = await act(() => api.create(name, settings), t('reportVariantSaved'));
      if (made) setSelected(made.id);
      return !!made;
    },
    remove: async (variant: Variant) => {
      await act(() => api.remove(variant.id), t('reportVariantDeleted'));
      setSelected(undefined);
    },
  };
};
