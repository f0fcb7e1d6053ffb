/**
 * What a machine tells the person (spec section 8 toasts). Machines name a `notify` action
 * with these params; the app provides it with react-hot-toast, tests with a recorder.
 */
export type ToastKind = 'success' | 'error' | 'info';
export type Notice = { kind: ToastKind; message: string };

/**
 * A notice that offers to take back what was just done (a delete's Undo, issue #33 item 2), for as
 * long as its machine waits for it: `withdrawUndo` takes it away when that ends.
 */
export type UndoOffer = { message: string };
