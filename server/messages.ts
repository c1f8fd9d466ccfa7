import { addServerMessages } from '../src/schemas/core';
import { SERVER_MESSAGES } from '../src/schemas/core/serverMessages';

// The messages only the server words (serverMessages.ts), known before any of them is put into words.
addServerMessages(SERVER_MESSAGES);

/** A message in a locale with its parameters filled in: the shared ones and the server's own. Every server module words its messages through this. */
export { formatMessage } from '../src/schemas/core';
