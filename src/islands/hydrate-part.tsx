import React, { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates one island: React takes its server HTML over in place, as a root of its own, and no
 * other part of the page. Resolves once the part's effects have run (its handlers listen then).
 * In a chunk of its own with React, so a page whose islands all wait loads neither.
 */
export function hydratePart(
  element: HTMLElement,
  Part: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): Promise<void> {
  return new Promise((resolve) => {
    function Started() {
      useEffect(() => resolve(), []);
      return null;
    }
    hydrateRoot(
      element,
      <>
        <Part {...props} />
        <Started />
      </>,
    );
  });
}
