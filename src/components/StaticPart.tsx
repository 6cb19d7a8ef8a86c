import React, { useEffect, useId, useRef, useState } from "react";
import { mainPictureShown, subscribeMainPicture } from "../pictures/main-picture";
import { followLink, prefetchLink } from "./static-links";
import { wakeWaitingPictures } from "./waiting-pictures";

/** The page is still taking over the server's markup (HydrateWhenIdle sets the mark when done). */
const hydrating = () => typeof document !== "undefined" && !document.documentElement.dataset.hydrated;

/**
 * A part of the page that never changes in the browser (a block's text, cards and pictures, the
 * footer's addresses): as the page opens, React keeps the HTML the build wrote and never renders
 * or walks what is inside. React hydrates an element that has `dangerouslySetInnerHTML` as one node
 * and leaves its content as it is; the content is the server's own (read back from the page, so
 * it is kept even if React has to draw the page's boundary anew). Most of a content page's
 * hydration work was such parts.
 *
 * What the components inside would have done, the part does for its HTML: a link inside the site
 * opens in the app, as Gatsby's Link does (and its page is fetched ahead when the pointer or focus
 * comes to it), and the pictures waiting for the page's main one get their files once it is shown.
 * Only a part that is plain HTML may be one: nothing in it may hold state or handle events.
 *
 * Rendered in the browser later (a page reached by a link inside the site, or a part that was not
 * in the server's HTML), it is its content as usual. The wrapper is a `div` with `display: contents`
 * (class `static-part`), so it takes no place in the layout.
 */
export function StaticPart({ children }: { children: React.ReactNode }) {
  const id = useId();
  // Decided once, at the first render: a part stays kept, or stays drawn, for its whole life.
  const [kept] = useState(() => (hydrating() ? keptHtml(id) : null));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const part = ref.current;
    if (kept === null || !part) return;
    const wake = () => wakeWaitingPictures(part);
    if (mainPictureShown()) wake();
    return subscribeMainPicture(wake);
  }, [kept]);
  if (kept === null)
    return (
      <div className="static-part" data-static-part={id}>
        {children}
      </div>
    );
  return (
    // The handlers are for the links inside, which are focusable and take Enter as a click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className="static-part"
      data-static-part={id}
      dangerouslySetInnerHTML={{ __html: kept }}
      suppressHydrationWarning
      onClick={followLink}
      onMouseOver={prefetchLink}
      onFocus={prefetchLink}
      onTouchStart={prefetchLink}
    />
  );
}

/** The server's HTML of the part with this id, or null when the page has none (not drawn by the server). */
function keptHtml(id: string): string | null {
  for (const part of document.querySelectorAll<HTMLElement>("[data-static-part]"))
    if (part.dataset.staticPart === id) return part.innerHTML;
  return null;
}
