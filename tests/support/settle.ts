/** Lets every answer a fake has already given (each on a microtask) reach its callers. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
