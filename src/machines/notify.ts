/**
 * What a machine tells the person (spec section 8 toasts). Machines name a `notify` action
 * with these params; the app provides it with react-hot-toast, tests with a recorder.
 */
export type ToastKind = 'success' | 'error' | 'info';
export type Notice = { kind: ToastKind; message: string };
