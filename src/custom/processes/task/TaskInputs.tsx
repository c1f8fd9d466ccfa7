import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { entityByName } from '../../../schemas/registry';
import { EntityInputs } from '../../../resources/EntityForm';
import { assigneeToClear, isAssigned, templateFill } from './presentation';
import { useText } from '../texts';

const TEMPLATES = entityByName('task_template').menu;

/** Choosing an executor clears the role and the other way round (spec §6: one or the other). */
const OneAssignee = () => {
  const { setValue } = useFormContext();
  const executorId: unknown = useWatch({ name: 'executorId' });
  const executorRoleId: unknown = useWatch({ name: 'executorRoleId' });
  const before = useRef({ executorId, executorRoleId });
  useEffect(() => {
    const clear = assigneeToClear(before.current, { executorId, executorRoleId });
    before.current = { executorId, executorRoleId };
    if (clear) setValue(clear, null, { shouldDirty: true });
  }, [executorId, executorRoleId, setValue]);
  return null;
};

/** On a new task, a chosen template fills what is still empty (GET /task_template/{id}). */
const TemplateFill = () => {
  const { getValues, setValue } = useFormContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { t } = useText();
  const templateId: unknown = useWatch({ name: 'taskTemplateId' });
  const last = useRef(templateId);
  useEffect(() => {
    if (templateId === last.current) return;
    last.current = templateId;
    if (!isAssigned(templateId)) return;
    let current = true;
    dataProvider
      .getOne(TEMPLATES, { id: Number(templateId) })
      .then(({ data }) => {
        if (!current) return;
        for (const [key, value] of Object.entries(templateFill(data, getValues(), new Date()))) setValue(key, value, { shouldDirty: true });
      })
      .catch(() => notify(t('taskTemplateError'), { type: 'error' }));
    return () => {
      current = false;
    };
  }, [templateId, dataProvider, getValues, setValue, notify, t]);
  return null;
};

/** The task's inputs from its schema, shared by create and edit; a template fills a new task. */
export const TaskInputs = () => {
  const record = useRecordContext();
  return (
    <>
      <EntityInputs />
      <OneAssignee />
      {record?.id === undefined && <TemplateFill />}
    </>
  );
};
