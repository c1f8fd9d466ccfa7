// What the mailbox offers other modules' records.
export { RecordMail } from './outgoingEmail/RecordMail';
