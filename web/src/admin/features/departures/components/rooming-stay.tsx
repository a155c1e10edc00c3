import AddIcon from '@mui/icons-material/Add';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { formatDateTime, formatDay } from '@umrah/domain/model/admin-format';
import {
  ROOMING_CAPACITY,
  ROOMING_ROOM_TYPES,
  unplacedText,
  type RoomingRoomType,
} from '@umrah/domain/model/rooming';
import type { RoomingStayView, RoomingTravellerView } from '@umrah/domain/model/room-list';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useNotify } from '../../../shared/components/notifications';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import { roomingListPath, useRoomingChange, type RoomingChange } from '../api/rooming';
import { RoomingRoom, useDropTarget } from './rooming-room';
import { RoomingTraveller, type MoveTarget } from './rooming-traveller';
import {
  counted,
  freeBeds,
  roomName,
  roomSummary,
  ROOMING_TYPE_LABELS,
  travellerName,
} from './rooming-words';

const UNPLACED: MoveTarget = { roomId: null, label: 'Unplaced (no room)' };

/** Another stay of the departure whose rooms can be copied here (Makkah's to Madinah). */
export interface CopySource {
  key: string;
  city: string;
  rooms: number;
}

/** Who is in no room, grouped by the suggestion's reason; the rest under no reason. */
function unplacedGroups(stay: RoomingStayView, roomed: ReadonlySet<string>) {
  const listed = new Set<string>();
  const groups = stay.unplaced
    .map((g) => ({
      reason: unplacedText(g.reason, 'en'),
      ids: g.travellerIds.filter((id) => !roomed.has(id) && !listed.has(id)),
    }))
    .filter((g) => g.ids.length > 0);
  for (const g of groups) for (const id of g.ids) listed.add(id);
  const rest = stay.travellers.map((t) => t.id).filter((id) => !roomed.has(id) && !listed.has(id));
  if (rest.length > 0) groups.push({ reason: '', ids: rest });
  return groups;
}

/** What a change did, as a sentence for the live region (the list shows it to sighted staff). */
function doneText(change: RoomingChange, stay: RoomingStayView, who: string): string {
  switch (change.kind) {
    case 'copy':
      return `Rooms copied: ${counted(stay.list?.rooms.length ?? 0, 'room', 'rooms')}.`;
    case 'suggest': {
      const rooms = stay.list?.rooms.length ?? 0;
      const left = stay.unplaced.reduce((n, g) => n + g.travellerIds.length, 0);
      return `Rooms suggested: ${counted(rooms, 'room', 'rooms')}, ${counted(left, 'traveller', 'travellers')} unplaced.`;
    }
    case 'move': {
      const rooms = stay.list?.rooms ?? [];
      const index = rooms.findIndex((r) => r.id === change.toRoomId);
      const room = rooms[index];
      return room ? `${who} moved to ${roomName(room, index)}.` : `${who} moved to Unplaced.`;
    }
    case 'addRoom':
      return `${ROOMING_TYPE_LABELS[change.type]} room added.`;
    case 'removeRoom':
      return 'Room removed.';
    case 'numberRoom':
      return change.number ? `Room number ${change.number} saved.` : 'Room number cleared.';
    case 'lock':
      return 'Rooming list locked.';
    case 'unlock':
      return 'Rooming list unlocked.';
  }
}

const FAILED: Record<RoomingChange['kind'], string> = {
  suggest: 'Could not suggest rooms',
  copy: 'Could not copy the rooms',
  move: 'Could not move the traveller',
  addRoom: 'Could not add the room',
  removeRoom: 'Could not remove the room',
  numberRoom: 'Could not save the room number',
  lock: 'Could not lock the list',
  unlock: 'Could not unlock the list',
};

/**
 * One stay's rooming (a hotel in Makkah or Madinah): its rooms and who is in them, who is not
 * and why, and the list's lock. Travellers move by drag and drop or by their "Move to…" menu;
 * each change is announced in a live region, and the server's answer replaces the stay.
 */
export function RoomingStay({
  departureId,
  stay,
  copySources = [],
}: {
  departureId: string;
  stay: RoomingStayView;
  copySources?: CopySource[];
}) {
  const change = useRoomingChange(departureId, stay.key);
  const notify = useNotify();
  const [announcement, setAnnouncement] = useState('');
  const [confirmSuggest, setConfirmSuggest] = useState(false);
  const [confirmCopy, setConfirmCopy] = useState<CopySource | null>(null);
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  // After a move by menu, the traveller's button in their new place takes the focus back.
  const [focusId, setFocusId] = useState<string | null>(null);
  const addMenuId = useId();
  const busy = change.isPending;

  const list = stay.list;
  const rooms = list?.rooms ?? [];
  const locked = Boolean(list?.lockedAt);
  const byId = new Map(stay.travellers.map((t) => [t.id, t]));
  const roomOf = new Map<string, string>();
  for (const r of rooms) for (const id of r.travellerIds) roomOf.set(id, r.id);
  const groups = unplacedGroups(stay, new Set(roomOf.keys()));
  const changedRooms = rooms.filter((r) => r.changedAfterLock).length;

  const run = (next: RoomingChange, who = '') => {
    if (busy) return;
    if (next.kind !== 'move') setFocusId(null);
    change.mutate(next, {
      onSuccess: (updated) => setAnnouncement(doneText(next, updated, who)),
      onError: (error) => {
        const title = FAILED[next.kind];
        setAnnouncement(`${title}.`);
        notify({ title, description: errorMessage(error, 'Please try again.'), severity: 'error' });
      },
    });
  };

  const move = (travellerId: string, toRoomId: string | null, byMenu: boolean) => {
    const traveller = byId.get(travellerId);
    if (!traveller || (roomOf.get(travellerId) ?? null) === toRoomId) return;
    setFocusId(byMenu ? travellerId : null);
    run({ kind: 'move', travellerId, toRoomId }, travellerName(traveller));
  };

  const targetsOf = (t: RoomingTravellerView): MoveTarget[] => {
    const current = roomOf.get(t.id) ?? null;
    const open = rooms
      .map((room, index) => ({ room, index }))
      .filter(({ room }) => room.id !== current && freeBeds(room) > 0)
      .map(({ room, index }) => ({
        roomId: room.id,
        label: `${roomName(room, index)}: ${roomSummary(room)}`,
      }));
    return current === null ? open : [...open, UNPLACED];
  };

  const travellerItem = (id: string) => {
    const t = byId.get(id);
    if (!t) return null;
    return (
      <RoomingTraveller
        key={id}
        traveller={t}
        targets={targetsOf(t)}
        busy={busy}
        focus={focusId === id && !busy}
        onMove={(traveller, target) => move(traveller.id, target.roomId, true)}
        onDragStart={setDragging}
        onDragEnd={() => setDragging(null)}
      />
    );
  };

  const unplacedDrop = useDropTarget(!busy && dragging !== null && roomOf.has(dragging), (id) =>
    move(id, null, false),
  );
  const unplacedCount = groups.reduce((n, g) => n + g.ids.length, 0);
  const headingId = useId();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {[stay.hotel, stay.city].filter(Boolean).join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Check-in ${formatDay(stay.checkIn)} · check-out ${formatDay(stay.checkOut)}`}
        </Typography>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<AutoFixHighIcon />}
          // The server refuses it too: a new suggestion would replace every room the hotel holds.
          disabled={busy || locked}
          onClick={() => (list ? setConfirmSuggest(true) : run({ kind: 'suggest' }))}
        >
          Suggest
        </Button>
        {copySources.map((source) => (
          <Button
            key={source.key}
            variant="outlined"
            size="small"
            startIcon={<ContentCopyIcon />}
            disabled={busy || locked}
            onClick={() =>
              rooms.length > 0
                ? setConfirmCopy(source)
                : run({ kind: 'copy', fromStay: source.key })
            }
          >
            {`Copy ${source.city} rooms`}
          </Button>
        ))}
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          disabled={busy}
          aria-haspopup="menu"
          aria-expanded={addAnchor ? 'true' : undefined}
          aria-controls={addAnchor ? addMenuId : undefined}
          onClick={(event) => setAddAnchor(event.currentTarget)}
        >
          Add room
        </Button>
        <Menu
          id={addMenuId}
          anchorEl={addAnchor}
          open={addAnchor !== null}
          onClose={() => setAddAnchor(null)}
        >
          {ROOMING_ROOM_TYPES.map((type: RoomingRoomType) => (
            <MenuItem
              key={type}
              onClick={() => {
                setAddAnchor(null);
                run({ kind: 'addRoom', type });
              }}
            >
              {`${ROOMING_TYPE_LABELS[type]} (${ROOMING_CAPACITY[type]} ${ROOMING_CAPACITY[type] === 1 ? 'bed' : 'beds'})`}
            </MenuItem>
          ))}
        </Menu>
        {locked ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<LockOpenIcon />}
            disabled={busy}
            onClick={() => run({ kind: 'unlock' })}
          >
            Unlock list
          </Button>
        ) : (
          <Button
            variant="outlined"
            size="small"
            startIcon={<LockIcon />}
            disabled={busy || !list || rooms.length === 0}
            onClick={() => run({ kind: 'lock' })}
          >
            Lock list
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          href={roomingListPath(departureId, stay.key, 'pdf')}
          target="_blank"
          rel="noopener"
          disabled={rooms.length === 0}
        >
          Rooming list (PDF)
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={roomingListPath(departureId, stay.key, 'csv')}
          disabled={rooms.length === 0}
        >
          Rooming list (CSV)
        </Button>
      </Box>

      {locked && (
        <Alert severity={changedRooms > 0 ? 'warning' : 'info'} icon={<LockIcon />} role="status">
          {`Locked ${formatDateTime(list?.lockedAt)}${list?.lockedBy ? ` by ${list.lockedBy}` : ''}.`}{' '}
          {changedRooms > 0
            ? `${changedRooms === 1 ? '1 room' : `${changedRooms} rooms`} changed after the lock: resend the rooming list to the hotel.`
            : 'Changes from now on are marked, so you know what to resend to the hotel.'}{' '}
          Suggest and copy are off while the list is locked: unlock it to replace its rooms.
        </Alert>
      )}
      {stay.warnings.length > 0 && (
        <Alert severity="warning" role="status">
          <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Warnings">
            {stay.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </Box>
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 1fr)' },
        }}
      >
        <Box>
          {!list ? (
            <Typography color="text.secondary">
              No rooms yet: press Suggest to fill rooms from the bookings, or add rooms by hand.
            </Typography>
          ) : rooms.length === 0 ? (
            <Typography color="text.secondary">No rooms in the list.</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
              }}
            >
              {rooms.map((room, index) => (
                <RoomingRoom
                  key={room.id}
                  room={room}
                  index={index}
                  busy={busy}
                  onNumber={(number) => run({ kind: 'numberRoom', roomId: room.id, number })}
                  onRemove={() => run({ kind: 'removeRoom', roomId: room.id })}
                  onDropTraveller={(id) => move(id, room.id, false)}
                >
                  {room.travellerIds.map(travellerItem)}
                </RoomingRoom>
              ))}
            </Box>
          )}
        </Box>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={headingId}
          {...unplacedDrop.handlers}
          sx={{
            p: 1.5,
            bgcolor: 'action.hover',
            borderColor: unplacedDrop.over ? 'primary.main' : 'divider',
            borderWidth: unplacedDrop.over ? 2 : 1,
          }}
        >
          <Typography id={headingId} component="h4" variant="subtitle2" sx={{ mb: 1 }}>
            {`Unplaced (${unplacedCount})`}
          </Typography>
          {groups.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Everyone has a room.
            </Typography>
          ) : (
            groups.map((g, i) => (
              <Box key={`${i}-${g.reason}`} sx={{ mb: 1.5 }}>
                {g.reason && (
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {g.reason}
                  </Typography>
                )}
                <Box
                  component="ul"
                  aria-label={g.reason ? `Unplaced: ${g.reason}` : 'Unplaced'}
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
                >
                  {g.ids.map(travellerItem)}
                </Box>
              </Box>
            ))
          )}
        </Paper>
      </Box>

      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <ConfirmDialog
        open={confirmSuggest}
        title="Suggest the rooms again?"
        message={`This replaces the ${rooms.length} rooms of this list and every move made by hand.`}
        confirmLabel="Replace the list"
        busy={busy}
        onCancel={() => setConfirmSuggest(false)}
        onConfirm={() => {
          setConfirmSuggest(false);
          run({ kind: 'suggest' });
        }}
      />
      <ConfirmDialog
        open={confirmCopy !== null}
        title={`Copy the ${confirmCopy?.city ?? ''} rooms?`}
        message={`This replaces the ${rooms.length} rooms of this list with the ${confirmCopy?.rooms ?? 0} rooms of ${confirmCopy?.city ?? ''} and who is in them. Room numbers are not copied.`}
        confirmLabel="Replace the list"
        busy={busy}
        onCancel={() => setConfirmCopy(null)}
        onConfirm={() => {
          const source = confirmCopy;
          setConfirmCopy(null);
          if (source) run({ kind: 'copy', fromStay: source.key });
        }}
      />
    </Box>
  );
}
