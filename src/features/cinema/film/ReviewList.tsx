import React from "react";
import type { Review } from "../api/cinema-types";
import { formatDay } from "../../../time/dates";
import { Stars } from "./Stars";
import "./film.css";

/** The reviews shown so far; the first one "Vis flere" showed can take the focus. */
export function ReviewList({
  reviews,
  firstNewIndex,
  firstNew,
}: {
  reviews: Review[];
  firstNewIndex: number | null;
  firstNew: React.Ref<HTMLLIElement>;
}) {
  return (
    <ul className="reviews">
      {reviews.map((r, i) => (
        <li
          key={r.id ?? `ukjent-${i}`}
          ref={i === firstNewIndex ? firstNew : undefined}
          tabIndex={i === firstNewIndex ? -1 : undefined}
        >
          <p>
            {r.rating === null ? (
              "Vurdering ukjent."
            ) : (
              <>
                <Stars rating={r.rating} /> <span className="visually-hidden">{r.rating} av 5.</span>
              </>
            )}{" "}
            <strong>{r.userName ?? "Navn ukjent"}</strong>
            {r.addedAt === null ? (
              <span> · dato ukjent</span>
            ) : (
              r.addedAt && Number.isFinite(Date.parse(r.addedAt)) && <span> · {formatDay(r.addedAt)}</span>
            )}
          </p>
          <p>{r.comment ?? "Teksten kan ikke vises."}</p>
        </li>
      ))}
    </ul>
  );
}
