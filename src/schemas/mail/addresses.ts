import { z } from 'zod';

/** One recipient as typed: `anna@firma.pl` or `Anna Nowak <anna@firma.pl>` (the name may be quoted). */
export type MailAddress = { readonly name: string; readonly address: string };

/** How many recipients one field (to, cc, bcc) may list. */
export const MAX_RECIPIENTS = 100;

// Pure: a client screen that never parses addresses leaves zod out.
const emailSchema = /* @__PURE__ */ z.email();

/** Splits a list on commas and semicolons outside quotes and angle brackets. */
const splitList = (text: string): string[] => {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '<') angled = true;
    else if (!quoted && c === '>') angled = false;
    if (!quoted && !angled && (c === ',' || c === ';')) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
};

const parseOne = (part: string): MailAddress | undefined => {
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(part);
  const name = named ? named[1].trim().replace(/^"(.*)"$/, '$1').trim() : '';
  const address = (named ? named[2] : part).trim();
  // Control characters would let a name or an address write headers of its own.
  if ([...name, ...address].some((c) => c < ' ' || c === '\u007f')) return undefined;
  return emailSchema.safeParse(address).success ? { name, address } : undefined;
};

/**
 * The recipients of a comma-separated list, or the entries that are not addresses. An empty list
 * is no recipient, which the caller decides about.
 */
export const parseAddressList = (text: string): { ok: true; addresses: MailAddress[] } | { ok: false; invalid: string[] } => {
  const parts = splitList(text);
  const parsed = parts.map(parseOne);
  const invalid = parts.filter((_, i) => !parsed[i]);
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, addresses: parsed as MailAddress[] };
};
