import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RoomListRoom } from '@umrah/domain/model/room-list';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { TRAVELLER_DRAG_TYPE } from './rooming-traveller';
import { freeBeds, roomName, roomSummary } from './rooming-words';

/** A place travellers can be dropped on: highlighted while a traveller is dragged over it. */
/** How each kind of change since the lock is named on the room. */
const CHANGE_LABELS = { name: 'Name', sex: 'Sex', room: 'Room', number: 'Room number' } as const;

export function useDropTarget(accepts: boolean, onDropTraveller: (travellerId: string) => void) {
  const [over, setOver] = useState(false);
  const carriesTraveller = (event: DragEvent) =>
    event.dataTransfer.types.includes(TRAVELLER_DRAG_TYPE);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!accepts || !carriesTraveller(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const id = event.dataTransfer.getData(TRAVELLER_DRAG_TYPE);
        if (!accepts || !id) return;
        event.preventDefault();
        onDropTraveller(id);
      },
    },
  };
}

/** The hotel's room number, typed in place: saved when the field is left or Enter is pressed. */
function RoomNumberField({
  room,
  name,
  busy,
  onSave,
}: {
  room: RoomListRoom;
  name: string;
  busy: boolean;
  onSave: (number: string | null) => void;
}) {
  const [value, setValue] = useState(room.number ?? '');
  const save = () => {
    const next = value.trim();
    if (next !== (room.number ?? '')) onSave(next === '' ? null : next);
  };
  return (
    <TextField
      size="small"
      label="Hotel room no."
      value={value}
      disabled={busy}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') setValue(room.number ?? '');
      }}
      slotProps={{ htmlInput: { 'aria-label': `Hotel room number of ${name}`, maxLength: 20 } }}
      sx={{ width: 170 }}
    />
  );
}

interface Props {
  room: RoomListRoom;
  index: number;
  busy: boolean;
  onNumber: (number: string | null) => void;
  onRemove: () => void;
  onDropTraveller: (travellerId: string) => void;
  /** The room's travellers, each a list item. */
  children: ReactNode;
}

/** One room of the list: its type and free beds, its number, its travellers; a drop target. */
export function RoomingRoom({
  room,
  index,
  busy,
  onNumber,
  onRemove,
  onDropTraveller,
  children,
}: Props) {
  const titleId = useId();
  const name = roomName(room, index);
  const drop = useDropTarget(!busy && freeBeds(room) > 0, onDropTraveller);
  const empty = room.travellerIds.length === 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      {...drop.handlers}
      sx={{
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderColor: drop.over
          ? 'primary.main'
          : room.changedAfterLock
            ? 'warning.main'
            : 'divider',
        borderWidth: drop.over || room.changedAfterLock ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h4" variant="subtitle2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roomSummary(room)}
          </Typography>
        </Box>
        <Tooltip describeChild title={empty ? 'Remove room' : 'Only an empty room can be removed'}>
          {/* The span keeps the tooltip on a disabled button. */}
          <span>
            <IconButton
              size="small"
              aria-label={`Remove ${name}`}
              disabled={busy || !empty}
              onClick={onRemove}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {room.changedAfterLock && (
        <Chip
          size="small"
          color="warning"
          label="Changed after lock"
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      {room.changes && room.changes.length > 0 && (
        <Box
          component="ul"
          aria-label={`Changes in ${name} since the list was sent`}
          sx={{ m: 0, pl: 2.5 }}
        >
          {room.changes.map((c) => (
            <Typography
              component="li"
              variant="body2"
              key={`${c.travellerId}-${c.field}-${c.before}`}
            >
              {`${CHANGE_LABELS[c.field]}: ${c.before || '(none)'} → ${c.after || '(none)'}`}
            </Typography>
          ))}
        </Box>
      )}
      <RoomNumberField
        key={room.number ?? ''}
        room={room}
        name={name}
        busy={busy}
        onSave={onNumber}
      />
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          Empty: drop a traveller here, or use a traveller’s move button.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Travellers in ${name}`}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
        >
          {children}
        </Box>
      )}
    </Paper>
  );
}
