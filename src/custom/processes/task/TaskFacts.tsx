import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { entityByName } from '../../../schemas/registry';
import { DATE_FORMAT, DATETIME_FORMAT, formatWhen, ownerLinkOf, ownerPath } from './presentation';
import { useText } from '../texts';

const ORDERS = entityByName('sales_order');

type Fact = { key: string; label: string; value: ReactNode };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const named = (value: unknown, field: string): string | undefined =>
  typeof value === 'object' && value !== null ? text((value as Record<string, unknown>)[field]) : undefined;

/** The record a task belongs to, as its label (the base document) linking to its screen. */
const OwnerLink = () => {
  const task = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!task) return null;
  const link = ownerLinkOf(task);
  if (!link) return null;
  const path = ownerPath(link);
  const label = text(task.baseDocument) ?? `${translate(`resources.${resource}.options.ownerType.${link.type}`, { _: link.type })} #${link.id}`;
  return path ? (
    <Link component={RouterLink} to={path}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
};

/**
 * What the user cannot type on a saved task: its number, who assigned it, whether it was accepted
 * and executed (when, with what result), its process stage and the record it belongs to; a
 * failed stage code as an error.
 */
export const TaskFacts = () => {
  const task = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useText();
  if (!task?.id) return null;
  const label = (key: string) => translate(`resources.${resource}.fields.${key}`);
  const no = t('taskNo');
  const stage = named(task.stage, 'text');
  const process = named(task.bpDefinition, 'description');
  const order = typeof task.order === 'object' && task.order !== null ? (task.order as Record<string, unknown>) : undefined;
  const facts: Fact[] = [
    { key: 'number', label: label('number'), value: text(task.number) ?? `#${task.id}` },
    { key: 'authorId', label: label('authorId'), value: text(task.authorName) ?? '—' },
    { key: 'executionAccepted', label: label('executionAccepted'), value: task.executionAccepted ? formatWhen(task.started, DATETIME_FORMAT) || t('taskYes') : no },
    { key: 'executed', label: label('executed'), value: task.executed ? formatWhen(task.executionDate, DATETIME_FORMAT) || t('taskYes') : no },
  ];
  if (stage || process) facts.push({ key: 'stage', label: t('taskStage'), value: [stage, process].filter(Boolean).join(' · ') });
  if (ownerLinkOf(task)) facts.push({ key: 'owner', label: label('ownerType'), value: <OwnerLink /> });
  if (order?.id) {
    const number = text(order.numberStr) ?? `#${order.id}`;
    facts.push({
      key: 'order',
      label: label('orderId'),
      value: (
        <Link component={RouterLink} to={`/${ORDERS.detail ?? ORDERS.menu}/${order.id}`}>
          {t('orderTitle', { number, date: formatWhen(order.createdAt, DATE_FORMAT) || '—' })}
        </Link>
      ),
    });
  }
  const result = text(task.executionResult);
  const stageError = text(task.stageError);

  return (
    <Box component="section" aria-label={t('taskFacts')} sx={{ width: '100%', maxWidth: 960, mb: 2 }}>
      {stageError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{label('stageError')}</AlertTitle>
          <Box component="span" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: '0.85rem' }}>
            {stageError}
          </Box>
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {facts.map((fact) => (
          <Box key={fact.key} sx={{ display: 'contents' }} data-fact={fact.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {result && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {label('executionResult')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-fact="executionResult">
            {result}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
