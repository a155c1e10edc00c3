import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { useState } from 'react';
import { useRooming } from '../api/rooming';
import { RoomingStay } from './rooming-stay';

const tabId = (key: string) => `rooming-tab-${key}`;
const panelId = (key: string) => `rooming-panel-${key}`;

/**
 * The departure's rooming: one tab per hotel stay of its package (Makkah, Madinah…), each with
 * its own list, lock and exports for that hotel.
 */
export function RoomingSection({ departureId }: { departureId: string }) {
  const rooming = useRooming(departureId);
  const [chosen, setChosen] = useState<string | null>(null);

  if (rooming.isPending) return <Typography color="text.secondary">Loading the rooms…</Typography>;
  if (rooming.isError) {
    return (
      <Typography color="error">
        {errorMessage(rooming.error, 'The rooms could not be loaded.')}
      </Typography>
    );
  }
  const { stays } = rooming.data;
  if (stays.length === 0) {
    return (
      <Typography color="text.secondary">
        The package has no hotel stays: add its hotels to room its travellers.
      </Typography>
    );
  }
  const stay = stays.find((s) => s.key === chosen) ?? stays[0];
  if (!stay) return null;

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={stay.key}
          onChange={(_event, key: string) => setChosen(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Hotel stays"
        >
          {stays.map((s) => (
            <Tab
              key={s.key}
              value={s.key}
              label={s.city || s.hotel}
              id={tabId(s.key)}
              aria-controls={panelId(s.key)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(stay.key)} aria-labelledby={tabId(stay.key)}>
        <RoomingStay
          key={stay.key}
          departureId={departureId}
          stay={stay}
          copySources={stays.flatMap((s) =>
            s.key !== stay.key && s.list && s.list.rooms.length > 0
              ? [{ key: s.key, city: s.city || s.hotel, rooms: s.list.rooms.length }]
              : [],
          )}
        />
      </Box>
    </>
  );
}
