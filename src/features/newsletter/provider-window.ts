/**
 * The sign-up goes to the mailing-list provider in a window of its own. The form opens that window
 * itself, in the click's own turn (as popup blockers require), and posts into it by name; a browser
 * that blocks it gives no window, so the page can say so instead of leaving the visitor guessing.
 * Returns false when the window was blocked.
 */
export function openProviderWindow(name: string): boolean {
  let opened: Window | null = null;
  try {
    opened = window.open("", name);
  } catch {
    opened = null;
  }
  if (!opened) return false;
  try {
    // The provider's page gets no handle back on ours.
    opened.opener = null;
  } catch {
    // Already another origin's: nothing to cut.
  }
  return true;
}

export type SendState = "idle" | "sent" | "blocked";
