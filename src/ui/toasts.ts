'use client';
// Toasts without react-toastify in every page's first load: the library (its code and its
// stylesheet) and the one toast container load with the first toast a shopper triggers. Callers
// start the load when an action begins (`prepareToasts`, during the stores' 250 ms pause), so the
// first toast shows when it always did. <ToastHost> mounts the container once asked; react-toastify
// queues a toast raised before its container mounts and shows it on mount, so none is lost.

let wanted = false;
const listeners = new Set<() => void>();

/** For <ToastHost>: whether the container is needed yet, and a way to hear when it is. */
export const toastsWanted = () => wanted;
export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const library = () => import('react-toastify');

/** Starts loading the toasts (library and container) ahead of a toast that is about to come. */
export function prepareToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
  void library();
}

/** Shows a success toast (the container's settings: see ToastContainerHost). */
export function showSuccessToast(message: string) {
  prepareToasts();
  void library().then(({ toast }) => toast.success(message));
}

/** Shows an error toast: an action the shopper asked for did not happen. */
export function showErrorToast(message: string) {
  prepareToasts();
  void library().then(({ toast }) => toast.error(message));
}
