import { cloneElement } from 'react';
import { Show, SimpleShowLayout, useResourceContext, useTranslate } from 'react-admin';
import { dataFields } from '../schemas/core';
import { fieldRegistry } from './fieldRegistry';
import { useEntity } from './useEntity';

/** The read-only detail of a record: every field, then when it was created and last changed. */
export const EntityShow = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const stamp = { type: 'datetime', label: { pl: '', en: '', de: '', fr: '' } } as const;
  return (
    <Show>
      <SimpleShowLayout>
        {[...dataFields(entity).filter(([key]) => key !== 'createdAt' && key !== 'updatedAt'), ['createdAt', stamp] as const, ['updatedAt', stamp] as const].map(([key, field]) =>
          cloneElement(fieldRegistry[field.type].field({ source: key, field }), { key, label: translate(`resources.${resource}.fields.${key}`) }),
        )}
      </SimpleShowLayout>
    </Show>
  );
};
