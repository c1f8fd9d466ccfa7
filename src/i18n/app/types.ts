import type { appPolish } from './pl';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Polish is the reference: every other locale must have exactly its keys. */
export type AppMessages = Widen<typeof appPolish>;
