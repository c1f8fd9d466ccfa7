import { HttpError } from 'react-admin';

/** What a failed call tells the form: the server's message (already in the user's language) and field messages. */
export type Failure = { message: string; fields: Record<string, string> };

export const failureOf = (error: unknown, unexpected: string): Failure => {
  if (error instanceof HttpError) {
    const body = error.body as { errors?: Record<string, string> } | undefined;
    return { message: error.message || unexpected, fields: body?.errors ?? {} };
  }
  return { message: unexpected, fields: {} };
};
