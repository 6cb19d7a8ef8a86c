import React, { useEffect, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

/**
 * Hydrates one island: React takes its server HTML over in place, as a root of its own, and no
 * other part of the page. Resolves with the root once the part's effects have run (its handlers
 * listen then).
 * In a chunk of its own with React, so a page whose islands all wait loads neither.
 */
export function hydratePart(
  element: HTMLElement,
  Part: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): Promise<Root> {
  return new Promise((resolve) => {
    function Started() {
      useEffect(() => resolve(root), []);
      return null;
    }
    const root = hydrateRoot(
      element,
      <>
        <Part {...props} />
        <Started />
      </>,
    );
  });
}
