import type { FieldProblem } from './messages';

/** Nesting a request body may have: far deeper than any form, far shallower than a stack overflow. */
export const MAX_INPUT_DEPTH = 32;

// A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not after a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store a text as it is: it refuses the NUL character, and a lone
 * surrogate cannot be encoded as UTF-8. Such text is refused before it reaches the database.
 */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first problem of a request's input (a parsed JSON body, a query, path parameters): text,
 * keys included, that cannot be stored (`invalidCharacter`), or nesting deeper than `maxDepth`
 * (`tooDeep`). Undefined when the input is fine. Iterative, so any depth is inspected safely.
 */
export const unsafeInput = (input: unknown, maxDepth = MAX_INPUT_DEPTH): FieldProblem | undefined => {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path, code: 'invalidCharacter' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return { path, code: 'tooDeep', params: { max: maxDepth } };
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && !isStorableText(key)) return { path: join(path, '?'), code: 'invalidCharacter' };
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return undefined;
};
