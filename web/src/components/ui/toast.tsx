import * as React from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Usually a <ToastAction altText="…"> (./toast-viewport); rendered at the end of the toast. */
  action?: React.ReactNode;
  variant?: ToastVariant;
}

interface ToastRecord extends ToastOptions {
  id: number;
  open: boolean;
}

const TOAST_LIMIT = 5;
const REMOVE_DELAY_MS = 300;

// A tiny module-level store so that any component (and non-component code) can raise a toast
// without threading a context through the tree; <Toaster /> subscribes and renders.
let toasts: ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastRecord[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismiss(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToast() {
  const current = React.useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return { toast, dismiss, toasts: current };
}

// The radix toast primitives load with the first toast, not with every page's first paint.
const ToastViewport = React.lazy(() => import('./toast-viewport'));

/** Renders the toasts; mounted once at the app's root. */
export function Toaster() {
  const { toasts: current } = useToast();
  const [shown, setShown] = React.useState(false);
  if (current.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <React.Suspense fallback={null}>
      <ToastViewport />
    </React.Suspense>
  );
}
