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
export const TicketIcon = /* @__PURE__ */ svg(
  <path d="M22 10V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v4a2 2 0 0 1 0 4v4c0 1.1.9 2 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 1 0-4zm-9 7.5h-2v-2h2zm0-4.5h-2v-2h2zm0-4.5h-2v-2h2z" />,
);
export const ExclamationIcon = /* @__PURE__ */ svg(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />,
);
export const AppStoreBadge = /* @__PURE__ */ svg(
  <>
    <rect width="120" height="40" rx="6" fill="#000" />
    <path
      fill="#fff"
      d="M24.8 20.3c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6s1.8-.8 3.3-.8 2 .8 3.3.8 2.2-1.3 3-2.5a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.4-4.2zM22.3 12.8a4.4 4.4 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1 3.7 3.7 0 0 0 2.9-1.4z"
    />
    <text x="38" y="17" fill="#fff" fontSize="7" fontFamily="sans-serif">
      Last ned fra
    </text>
    <text x="38" y="30" fill="#fff" fontSize="12" fontFamily="sans-serif" fontWeight="600">
      App Store
    </text>
  </>,
  "0 0 120 40",
);
export const GooglePlayBadge = /* @__PURE__ */ svg(
  <>
    <rect width="135" height="40" rx="6" fill="#000" />
    <path fill="#34a853" d="m10 8.5 13.3 11.5L10 31.5c-.4-.2-.6-.7-.6-1.3V9.8c0-.6.2-1 .6-1.3z" />
    <path fill="#fbbc04" d="m27.7 16.2-4.4 3.8 4.4 3.8 4.9-2.8c1.4-.8 1.4-2.1 0-2.9z" />
    <path fill="#ea4335" d="M23.3 20 10 31.5c.5.5 1.3.5 2.2 0l15.5-7.7z" />
    <path fill="#4285f4" d="M23.3 20 27.7 16.2 12.2 8.5c-.9-.5-1.7-.5-2.2 0z" />
    <text x="42" y="17" fill="#fff" fontSize="7" fontFamily="sans-serif">
      TILGJENGELIG PÅ
    </text>
    <text x="42" y="30" fill="#fff" fontSize="12" fontFamily="sans-serif" fontWeight="600">
      Google Play
    </text>
  </>,
  "0 0 135 40",
);
