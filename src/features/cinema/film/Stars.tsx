import React from "react";
import { StarIcon, StarOutlineIcon } from "../../../components/content-icons";

/** A rating as five stars, for the eye only: the text beside it says the number. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (n <= full ? <StarIcon key={n} size={18} /> : <StarOutlineIcon key={n} size={18} />))}
    </span>
  );
}
