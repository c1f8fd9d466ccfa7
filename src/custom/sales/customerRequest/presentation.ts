import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../i18n/formats';

/** The parameters of the "Nr %{number} od %{date}" title (spec §9) of an offer request. */
export const requestTitleArgs = (record: Record<string, unknown>) => {
  const date = dayjs(record.createdAt as string | undefined);
  return { number: record.number ? String(record.number) : `#${record.id}`, date: record.createdAt && date.isValid() ? date.format(DATE_FORMAT) : '—' };
};
