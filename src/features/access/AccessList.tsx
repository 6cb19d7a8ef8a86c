import React from "react";
import { ACCESS_FEATURES, type AccessFeature } from "../../access-features/access-features";
import { accessIconId } from "./icon-id";
import "./access.css";

const LABEL = Object.fromEntries(ACCESS_FEATURES.map((f) => [f.key, f.label])) as Record<AccessFeature, string>;

/** Access features as icons with words: on cards, culture pages, ticket rows and lobby screens. */
export function AccessList({
  features,
  size = 18,
  className = "",
}: {
  features: AccessFeature[];
  size?: number;
  className?: string;
}) {
  if (features.length === 0) return null;
  return (
    <ul className={`access-list ${className}`.trim()} aria-label="Tilgjengelighet">
      {features.map((key) => {
        return (
          <li key={key} className="access-list__item">
            {/* The drawing is in the page's icon sprite (icon-sprite.tsx). */}
            <svg width={size} height={size} aria-hidden="true" focusable="false">
              <use href={`#${accessIconId(key)}`} />
            </svg>
            <span>{LABEL[key]}</span>
          </li>
        );
      })}
    </ul>
  );
}
