import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../../layout/lazyScreen';

const TaskCreate = lazyView(() => import('./TaskForm'), 'TaskCreate');
const TaskEdit = lazyView(() => import('./TaskForm'), 'TaskEdit');
const TaskList = lazyView(() => import('./TaskList'), 'TaskList');

/** Tasks get their own list (whose, coloured by state), form (facts, actions, template) and files; detail stays generic. */
export const taskViews: Partial<ResourceProps> = { list: TaskList, create: TaskCreate, edit: TaskEdit };
