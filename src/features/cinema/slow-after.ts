/** How long the member waits for the cinema system before the member page offers to try again. */
export const SLOW_AFTER_MS = 8000;
