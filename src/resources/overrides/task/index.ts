import type { ResourceProps } from 'react-admin';
import { TaskCreate, TaskEdit } from './TaskForm';
import { TaskList } from './TaskList';

/** Tasks get their own list (whose, coloured by state), form (facts, actions, template) and files; detail stays generic. */
export const taskViews: Partial<ResourceProps> = { list: TaskList, create: TaskCreate, edit: TaskEdit };
