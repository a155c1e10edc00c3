import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

/** Spec section 8: one toast at a time, shown for 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  title: string;
  description?: string;
  severity?: 'success' | 'error' | 'info' | 'warning';
}

export type Notify = (toast: Toast) => void;

const NotifyContext = createContext<Notify | null>(null);

const ToastView = lazy(() => import('./toast-view'));

let nextKey = 0;

/**
 * Shows toasts (a title and an optional description; MUI Snackbar + Alert). One at a time: a new
 * toast replaces the one on screen. Shared by the public site and the admin area.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((next) => {
    nextKey += 1;
    setToast({ ...next, key: nextKey });
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
