/** Whether the device has a network: the browser's word for it, and word when it changes. */
export interface Connection {
  readonly online: boolean;
  /** Calls `listener` when the device goes on- or offline; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
