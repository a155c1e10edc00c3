import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RoomingTravellerView } from '@umrah/domain/model/room-list';
import { Fragment, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { travellerFacts, travellerName } from './rooming-words';

/** Where a traveller can go: a room with a free bed, or out of every room (roomId null). */
export interface MoveTarget {
  roomId: string | null;
  label: string;
}

/** The drag's payload type: a traveller's id, so a drop elsewhere on the page is ignored. */
export const TRAVELLER_DRAG_TYPE = 'application/x-umrah-traveller';

interface Props {
  traveller: RoomingTravellerView;
  targets: readonly MoveTarget[];
  busy: boolean;
  /** Set after a move by menu: the traveller's button in their new place takes the focus. */
  focus: boolean;
  onMove: (traveller: RoomingTravellerView, target: MoveTarget) => void;
  onDragStart: (travellerId: string) => void;
  onDragEnd: () => void;
}

/**
 * One traveller in a room or among the unplaced: dragged with the mouse, or moved with the
 * "Move to room…" menu (keyboard and screen readers), which lists only the places they fit.
 */
export function RoomingTraveller({
  traveller,
  targets,
  busy,
  focus,
  onMove,
  onDragStart,
  onDragEnd,
}: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  const menuId = useId();
  const name = travellerName(traveller);
  const startDrag = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(TRAVELLER_DRAG_TYPE, traveller.id);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart(traveller.id);
  };

  return (
    <Box
      component="li"
      aria-label={name}
      draggable={!busy}
      onDragStart={startDrag}
      onDragEnd={onDragEnd}
      sx={{
        display: 'flex',
        gap: 0.5,
        alignItems: 'center',
        p: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        cursor: busy ? 'default' : 'grab',
      }}
    >
      <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {travellerFacts(traveller).map((fact, i) => (
            <Fragment key={fact}>
              {i > 0 && ' · '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {fact}
              </Box>
            </Fragment>
          ))}
        </Typography>
      </Box>
      <Tooltip
        describeChild
        title={targets.length === 0 ? 'No room has a free bed' : 'Move to room…'}
      >
        {/* The span keeps the tooltip on a disabled button. */}
        <span>
          <IconButton
            ref={button}
            size="small"
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            aria-controls={anchor ? menuId : undefined}
            aria-label={`Move ${name} to room…`}
            disabled={targets.length === 0}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <SwapHorizIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((target) => (
          <MenuItem
            key={target.roomId ?? 'unplaced'}
            disabled={busy}
            onClick={() => {
              setAnchor(null);
              onMove(traveller, target);
            }}
          >
            {target.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
