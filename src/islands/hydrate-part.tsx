import React, { useEffect, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { FilesAtHydration } from "../pictures/files-at-hydration";

/**
 * Hydrates one island: React takes its server HTML over in place, as a root of its own, and no
 * other part of the page. Answers the root at once (an island around it may need to unmount it
 * before this one has finished) and `ready`, which settles once the part's effects have run (its
 * handlers listen then). `withFiles`: whether the pictures in it have their files in the page
 * (FilesAtHydration).
 * In a chunk of its own with React, so a page whose islands all wait loads neither.
 */
export function hydratePart(
  element: HTMLElement,
  Part: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  withFiles: boolean | null = null,
): { root: Root; ready: Promise<void> } {
  let done: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (done = resolve));
  function Started() {
    useEffect(() => done(), []);
    return null;
  }
  const root = hydrateRoot(
    element,
    <FilesAtHydration.Provider value={withFiles}>
      <Part {...props} />
      <Started />
    </FilesAtHydration.Provider>,
  );
  return { root, ready };
}
