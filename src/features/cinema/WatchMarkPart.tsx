import React, { useEffect, useState } from "react";
import { loadProfile } from "./api/profile-storage";
import { CinemaPart } from "./CinemaPart";

/**
 * Where a programme card or a film page marks a film that is on the member's watch list. For a
 * visitor who is not logged in it stays empty, and none of the member code or the watch-list
 * request is loaded: only a stored member profile opens the island.
 */
export function WatchMarkPart({ ediNumber, partner }: { ediNumber: string; partner: number }) {
  const [member, setMember] = useState(false);
  useEffect(() => setMember(loadProfile() !== null), []);
  return member ? <CinemaPart name="watch-mark" props={{ ediNumber }} partner={partner} /> : null;
}
