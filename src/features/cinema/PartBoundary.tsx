import React from "react";

/**
 * Around one part of a member island (the tickets, the watch list, an island as a whole): should
 * it fail as it is shown, only that part gives way, to a message that says what happened (a fault
 * on the page, not the network), and the rest (such as "Logg ut") stays.
 */
export class PartBoundary extends React.Component<{ message: string; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("A part of the member page could not be shown", error);
  }

  render() {
    return this.state.failed ? <p role="alert">{this.props.message}</p> : this.props.children;
  }
}

export const partFailed = (what: string) =>
  `${what} kunne ikke vises på grunn av en feil på siden. Last siden på nytt, eller prøv igjen senere.`;
