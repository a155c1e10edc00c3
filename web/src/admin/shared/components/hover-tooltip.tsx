import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ReactElement,
  type SyntheticEvent,
} from 'react';

/** MUI's Tooltip brings Popper (about 14 KB gzip): fetched on the first hover or focus. */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type Handler = (event: SyntheticEvent) => void;
interface ChildProps {
  onMouseEnter?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
}

/**
 * A Tooltip for an element every screen shows (the layout's bar): the element renders at once,
 * the tooltip's code loads when the pointer or focus first reaches it, and the tooltip opens as
 * soon as it arrives (open is held here, so the hover that asked for it is not lost).
 */
export function HoverTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<ChildProps>;
}) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  const child = cloneElement(children, {
    onMouseEnter: show,
    onMouseLeave: hide,
    onFocus: show,
    onBlur: hide,
  });
  if (!wanted) return child;
  return (
    <Suspense fallback={child}>
      <Tooltip title={title} open={open} onOpen={show} onClose={hide}>
        {child}
      </Tooltip>
    </Suspense>
  );
}
