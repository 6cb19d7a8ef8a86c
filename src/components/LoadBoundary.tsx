import React from "react";

interface Props {
  /** What shows instead when the part fails: a working plain version, or a message in Norwegian. */
  fallback: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Around a part of the page that loads its code later (a member island). If that code cannot be fetched (offline, a new build removed the old file) or the part
 * throws, the part gives way to `fallback` and the rest of the page keeps working: without a
 * boundary React would take the whole page down. A failed script is logged as 'bundle loading
 * error' where it fails (src/features/offline/bundle-errors.ts).
 */
export class LoadBoundary extends React.Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("A part of the page could not be shown", error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

// Worded for both causes: code that did not arrive, and a part that failed as it was shown.
export const PART_FAILED_MESSAGE = "Denne delen av siden kunne ikke vises. Sjekk nettforbindelsen, og last siden på nytt.";
