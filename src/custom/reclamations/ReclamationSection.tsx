import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import { ReferenceManyField, useCanAccess, useRecordContext } from 'react-admin';
import type { EntityDef } from '../../schemas/core';

/** A titled block of the reclamation edit screen, below the form (like the history). */
export const ReclamationSection = ({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id} sx={{ px: 2, pb: 2 }}>
    <Divider sx={{ mb: 2 }} />
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Box>
);

type ChildrenProps = {
  /** The records listed: those of `entity` whose `reclamation_id` is the reclamation's. */
  entity: EntityDef;
  id: string;
  title: string;
  sort: SortPayload;
  /** The section's body, inside the list of records; told whether the user may change them. */
  children: (context: { reclamation: RaRecord; canModify: boolean }) => ReactNode;
};

/**
 * A section listing records that belong to the reclamation (its costs, its production orders):
 * shown to users who may list them; the body learns whether they may change them.
 */
export const ReclamationChildren = ({ entity, id, title, sort, children }: ChildrenProps) => {
  const record = useRecordContext();
  const { canAccess: canRead } = useCanAccess({ resource: entity.menu, action: 'list' });
  const { canAccess: canModify } = useCanAccess({ resource: entity.menu, action: 'edit' });
  if (!record?.id || !canRead) return null;
  return (
    <ReclamationSection id={id} title={title}>
      <ReferenceManyField reference={entity.menu} target="reclamation_id" perPage={1000} sort={sort}>
        {children({ reclamation: record, canModify: !!canModify })}
      </ReferenceManyField>
    </ReclamationSection>
  );
};
