/** Pure helpers of the reclamation's "Koszty" and "Zlecenia produkcyjne" sections. */

/** quantity × unit price, rounded to 2 decimals (half away from zero); 0 when either is missing. */
export const costAmount = (quantity: unknown, unitPrice: unknown): number => {
  const q = typeof quantity === 'number' ? quantity : Number(quantity);
  const p = typeof unitPrice === 'number' ? unitPrice : Number(unitPrice);
  if (quantity === null || quantity === '' || unitPrice === null || unitPrice === '' || !Number.isFinite(q) || !Number.isFinite(p)) return 0;
  const raw = q * p;
  // 1.005 * 100 is 100.49999…: the cents are cut to 8 decimals before rounding.
  return (Math.sign(raw) * Math.round(Number((Math.abs(raw) * 100).toFixed(8)))) / 100;
};

/**
 * The number proposed for a new production order: '<reclamation number>/ZP/<n>', n one more than
 * the highest n the reclamation's orders already use (or their count, if higher).
 */
export const nextProductionOrderNumber = (reclamationNumber: unknown, existing: readonly unknown[]): string => {
  const base = typeof reclamationNumber === 'string' && reclamationNumber !== '' ? reclamationNumber : 'ZP';
  const prefix = `${base}/ZP/`;
  const used = existing
    .filter((n): n is string => typeof n === 'string' && n.startsWith(prefix))
    .map((n) => Number(n.slice(prefix.length)))
    .filter((n) => Number.isInteger(n) && n > 0);
  return `${prefix}${Math.max(existing.length, ...used) + 1}`;
};

/** The reclamation's positions as choices of a production order's subject (one per subject). */
export const subjectChoices = (possitions: unknown): { id: number; name: string }[] => {
  if (!Array.isArray(possitions)) return [];
  const seen = new Map<number, string>();
  for (const p of possitions as { reclamation_subject?: unknown; code?: unknown }[]) {
    if (typeof p?.reclamation_subject === 'number' && !seen.has(p.reclamation_subject)) seen.set(p.reclamation_subject, String(p.code ?? p.reclamation_subject));
  }
  return [...seen].map(([id, name]) => ({ id, name }));
};
