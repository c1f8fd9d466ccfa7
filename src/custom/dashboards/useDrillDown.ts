import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DrillRecords } from '../../schemas/analytics';
import { drillLink } from './links';
import { useText } from './texts';

/**
 * Opens the records behind a part of a chart or a table: asks the server for their ids and opens
 * the list filtered by them (`{ id: [...] }`); none is a notice, more than the server lists too.
 */
export const useDrillDown = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { t: text } = useText();
  return async (list: string, load: () => Promise<DrillRecords>) => {
    try {
      const { ids, truncated } = await load();
      if (ids.length === 0) return notify(text('empty'), { type: 'info' });
      if (truncated) notify(text('drillTruncated', { count: ids.length }), { type: 'info' });
      navigate(drillLink(list, ids));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
};
