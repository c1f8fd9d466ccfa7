// What tasks and processes offer other modules' records.
export { OwnerTasks } from './task/OwnerTasks';
