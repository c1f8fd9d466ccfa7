import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { useDataProvider } from 'react-admin';
import { entityByName } from '../../schemas/registry';
import { isEmail } from './mailFormat';

export type Suggestion = { address: string; label: string };

/** Where addresses come from, and the name each record shows. */
const SOURCES: readonly { entity: string; name: (r: RaRecord) => string }[] = [
  { entity: 'customer', name: (r) => String(r.name ?? '') },
  { entity: 'employee', name: (r) => [r.firstName, r.lastName].filter(Boolean).join(' ') },
  { entity: 'user', name: (r) => String(r.name ?? '') },
];

/**
 * Addresses of customers, employees and users matching a text (their lists' search), for the
 * recipient fields. A list the user may not read adds nothing; the others still answer.
 */
export const useAddressSuggestions = (text: string) => {
  const dataProvider = useDataProvider();
  const query = text.trim();
  return useQuery({
    queryKey: ['mailbox', 'addresses', query],
    enabled: query.length >= 2,
    staleTime: 30_000,
    queryFn: async (): Promise<Suggestion[]> => {
      const answers = await Promise.allSettled(
        SOURCES.map(async (source) => {
          const { data } = await dataProvider.getList(entityByName(source.entity).menu, { pagination: { page: 1, perPage: 8 }, sort: { field: 'id', order: 'ASC' }, filter: { q: query } });
          return data.filter((r) => typeof r.email === 'string' && isEmail(r.email)).map((r) => ({ address: String(r.email), label: source.name(r) }));
        }),
      );
      const seen = new Set<string>();
      return answers
        .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
        .filter((s) => !seen.has(s.address.toLowerCase()) && Boolean(seen.add(s.address.toLowerCase())));
    },
  });
};
