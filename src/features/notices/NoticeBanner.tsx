import React, { useEffect, useState, type ComponentType } from "react";
import type { Notice } from "../../../content-model";
import { URGENT_NOTICES_CLASS } from "./contract";
import "./notices.css";

type Bar = ComponentType<{ notices: readonly Notice[] }>;
const loadBar = () => import(/* webpackChunkName: "notice-bar" */ "./NoticeBar");

/**
 * The site's bar for urgent notices (content/site.json `notices`), held to the foot of the window
 * while a notice is on. Every page has it, so its first load is only this: the region, always in the
 * page so that what comes into it is read out, and the notices' times. The bar's code comes only
 * when a notice is on or still to come by the visitor's clock.
 */
export function NoticeBanner({ notices }: { notices: readonly Notice[] }) {
  const [NoticeBar, setNoticeBar] = useState<Bar | null>(null);
  useEffect(() => {
    if (!notices.some((n) => Date.parse(n.to) > Date.now())) return;
    let live = true;
    loadBar().then(
      (m) => live && setNoticeBar(() => m.NoticeBar),
      () => undefined, // No bar this time (the script did not load); the page is whole without it.
    );
    return () => {
      live = false;
    };
  }, [notices]);
  return (
    <div className={URGENT_NOTICES_CLASS} role="region" aria-label="Viktige meldinger">
      {NoticeBar && <NoticeBar notices={notices} />}
    </div>
  );
}
