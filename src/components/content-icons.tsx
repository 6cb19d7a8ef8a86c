import React from "react";
import { svg } from "./icons";

// The icons of the page's content (slideshow, cards, film panel); the header's and footer's are in icons.tsx.

export const ArrowLeftIcon = /* @__PURE__ */ svg(<path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />);
export const ArrowRightIcon = /* @__PURE__ */ svg(<path d="M8.6 18.6 10 20l8-8-8-8-1.4 1.4 6.6 6.6z" />);
export const PlayIcon = /* @__PURE__ */ svg(<path d="M8 5v14l11-7z" />);
export const PauseIcon = /* @__PURE__ */ svg(<path d="M6 5h4v14H6zm8 0h4v14h-4z" />);
export const StarIcon = /* @__PURE__ */ svg(<path d="m12 17.3 6.2 3.7-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z" />);
export const StarOutlineIcon = /* @__PURE__ */ svg(
  <path d="m22 9.2-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7 6.2-3.7 6.2 3.7-1.6-7zm-10 6.2-3.8 2.3 1-4.3-3.3-2.9 4.4-.4L12 6.1l1.7 4 4.4.4-3.3 2.9 1 4.3z" />,
);
