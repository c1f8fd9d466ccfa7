import type { RaRecord } from 'react-admin';
import { OwnerTasks } from '../processes/shared';

/** A new task of a reclamation is for the reclamation's customer. */
const fromReclamation = (reclamation: RaRecord) => (reclamation.customer ? { customerId: reclamation.customer } : {});

/** The reclamation's tasks (spec §1: reclamations have tasks), with "Nowe zadanie". */
export const ReclamationTasks = () => <OwnerTasks ownerType="reclamation" prefill={fromReclamation} />;
