import React from "react";
import { formatDay, formatTime } from "../../../time/dates";
import "./tickets.css";

/** Says that the tickets shown are the copy saved on this device, from when, and that they work at the door. */
export function SavedCopyNote({ savedAt, offline }: { savedAt: string; offline: boolean }) {
  return (
    <p className="tickets__saved-note">
      {offline ? "Du ser billettene som er lagret på denne enheten" : "Lagret kopi"}, hentet{" "}
      <time dateTime={savedAt}>
        {formatDay(savedAt)} kl. {formatTime(savedAt)}
      </time>
      . QR-kodene kan vises i døra også uten nett.
    </p>
  );
}
