import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useEditContext, useGetIdentity } from 'react-admin';
import type { PresenceEvent } from '../dataProvider/events';
import { onPresence } from '../dataProvider/events';
import { announcePresence, endPresence, newViewerId, PRESENCE_RENEW_MS } from '../dataProvider/presence';
import { useSharingText } from './sharingTexts';
import { useEntity } from './useEntity';

/** The most names shown; the others are counted ("+3"). */
export const MAX_NAMES = 5;

/** The names shown and the number of the others. */
export const namesShown = (viewers: readonly { name: string }[], max = MAX_NAMES): { names: string[]; more: number } => ({ names: viewers.slice(0, max).map((viewer) => viewer.name), more: Math.max(0, viewers.length - max) });

/** The other people who have this record open now: said when the form opens, renewed while it stays open, ended when it closes. */
export const usePresence = (entity: string, id: unknown): PresenceEvent['viewers'] => {
  const { identity } = useGetIdentity();
  const [viewers, setViewers] = useState<PresenceEvent['viewers']>([]);
  useEffect(() => {
    setViewers([]);
    if (id === undefined || id === null) return undefined;
    const viewer = newViewerId();
    let live = true;
    const renew = () =>
      announcePresence(entity, Number(id), viewer).then(
        (now) => live && setViewers(now),
        // Presence is a courtesy: a refusal or an outage leaves the form as it is.
        () => undefined,
      );
    void renew();
    const timer = setInterval(renew, PRESENCE_RENEW_MS);
    const stop = onPresence((event) => {
      if (event.entity === entity && String(event.id) === String(id)) setViewers(event.viewers);
    });
    return () => {
      live = false;
      clearInterval(timer);
      stop();
      endPresence(viewer).catch(() => undefined);
    };
  }, [entity, id]);
  return viewers.filter((viewer) => viewer.id !== identity?.id);
};

/** On an open form: who else has the record open (no more than five names, then "+3"). */
export const PresenceBar = () => {
  const entity = useEntity();
  const { record } = useEditContext();
  const { t } = useSharingText();
  const others = usePresence(entity.name, record?.id);
  if (others.length === 0) return null;
  const { names: shown, more } = namesShown(others);
  const names = others.map((viewer) => viewer.name).join(', ');
  return (
    <Box role="status" aria-label={t('presenceAll', { names })} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
      <VisibilityIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" color="text.secondary" component="span" aria-hidden>
        {t('presenceAlso')}
      </Typography>
      {shown.map((name, i) => (
        <Chip key={`${i}-${name}`} size="small" label={name} aria-hidden />
      ))}
      {more > 0 && (
        <Tooltip title={others.slice(MAX_NAMES).map((viewer) => viewer.name).join(', ')}>
          <Chip size="small" variant="outlined" label={`+${more}`} aria-hidden />
        </Tooltip>
      )}
    </Box>
  );
};
