import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
// The view's types only: the view itself (MUI's Snackbar) loads with the first toast.
import type { Toast, ToastPlacement } from './toast-view';

export type { Toast, ToastPlacement };

/** Spec section 8: one toast at a time, shown for 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export type Notify = (toast: Toast) => void;

/** Below this width the toast spans the window: only top or bottom can keep it clear. */
const WIDE_PX = 600;

/**
 * The toast's corner for a control at `used` (its box; null: none focused) in a window of
 * `width` × `height`. From a dialog: the top, since a dialog keeps Save and Cancel at its bottom
 * (a departure saved inside the package dialog must not hide the package's Save). Wide windows:
 * the bottom corner on the other side of the control (the payment card's buttons sit on the
 * right, its toast on the left). Narrow ones: the bottom, unless the control sits in the window's
 * lower half, then the top.
 */
export function toastPlacement(
  used: { left: number; right: number; top: number; bottom: number } | null,
  width: number,
  height: number,
  inDialog = false,
): ToastPlacement {
  if (inDialog) return { vertical: 'top', horizontal: 'center' };
  if (!used) return { vertical: 'bottom', horizontal: 'center' };
  if (width < WIDE_PX) {
    return { vertical: used.bottom > height / 2 ? 'top' : 'bottom', horizontal: 'center' };
  }
  const middle = (used.left + used.right) / 2;
  return { vertical: 'bottom', horizontal: middle > width / 2 ? 'left' : 'right' };
}

function placementNow(): ToastPlacement {
  const active = document.activeElement;
  const used = active && active !== document.body ? active.getBoundingClientRect() : null;
  // Any open dialog, not only the focused control's: a Save button turns disabled while it saves
  // and loses the focus to the dialog's backdrop container, which spans the window.
  const inDialog = document.querySelector('[role="dialog"]') !== null;
  return toastPlacement(used, window.innerWidth, window.innerHeight, inDialog);
}

const NotifyContext = createContext<Notify | null>(null);

const ToastView = lazy(() => import('./toast-view'));

let nextKey = 0;

/**
 * Shows toasts (a title and an optional description; MUI Snackbar + Alert). One at a time: a new
 * toast replaces the one on screen. Shared by the public site and the admin area.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number; placement: ToastPlacement }) | null>(
    null,
  );
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((next) => {
    nextKey += 1;
    setToast({ ...next, key: nextKey, placement: placementNow() });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} open={open} duration={TOAST_DURATION_MS} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}
