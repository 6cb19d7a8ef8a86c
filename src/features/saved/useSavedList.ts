import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNow } from "../../time/useNow";
import { useSiteDefinition } from "../../components/useSiteDefinition";
import { venueLocation, type AlarmBefore } from "../calendar";
import { onSavedChange, writeSaved, sameEntry, type SavedEntry } from "./saved-store";
import { readSaved } from "./clean-entries";
import {
  comingDates,
  mergeEntries,
  refreshEntries,
  resolveShared,
  sharedIdsOf,
  shareUrl,
  splitByTime,
  type KnownProduction,
} from "./saved-list";
import { savedCalendar } from "./saved-calendar";

export type ProgrammeState = { status: "loading" } | { status: "done"; items: KnownProduction[] } | { status: "failed" };

async function fetchText(path: string): Promise<string | null> {
  const response = await fetch(path);
  return response.ok ? response.text() : null;
}

/**
 * The saved list's state (SavedList.tsx): the stored entries, brought up to date with the programme
 * once it is had; the rows shown (a row pressed off stays until the page is opened again); a shared
 * list from the address; the calendar file, the share link, and the notice that tells what was done.
 * Null until the list is read and the clock known (after hydration).
 */
export function useSavedList(compact: boolean, loadProgramme: () => Promise<KnownProduction[]>) {
  const id = useId();
  const now = useNow();
  const site = useSiteDefinition();
  const [stored, setStored] = useState<SavedEntry[] | null>(null);
  // The rows shown: a row pressed off stays (with its button) until the page is opened again, so focus and place are kept.
  const [rows, setRows] = useState<SavedEntry[]>([]);
  const [programme, setProgramme] = useState<ProgrammeState>({ status: "loading" });
  const [shared] = useState(() => (typeof window === "undefined" || compact ? null : sharedIdsOf(window.location.search)));
  const [alarm, setAlarm] = useState<AlarmBefore | "">("");
  const [notice, setNotice] = useState("");
  // Where focus goes when the button that had it leaves the page ("Fjern tidligere fra listen").
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  useEffect(() => {
    if (!focusNotice) return;
    noticeRef.current?.focus();
    setFocusNotice(false);
  }, [focusNotice]);

  useEffect(() => {
    let current = true;
    loadProgramme().then(
      (items) => current && setProgramme({ status: "done", items }),
      () => current && setProgramme({ status: "failed" }),
    );
    const read = () => setStored(readSaved());
    read();
    const stop = onSavedChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [loadProgramme]);

  // Once the programme is known (or cannot be had), bring the stored list up to date and drop what is stale.
  const known = programme.status === "done" ? programme.items : null;
  useEffect(() => {
    if (stored === null || now === null || programme.status === "loading") return;
    const fresh = refreshEntries(stored, known, now);
    if (JSON.stringify(fresh) !== JSON.stringify(stored)) writeSaved(fresh);
    setRows((earlier) => [...fresh, ...earlier.filter((r) => !fresh.some((f) => sameEntry(f, r)))]);
    // Only as the list is first read and when the programme arrives; later changes come from the buttons on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored === null, now === null, programme.status]);

  const sharedEntries = useMemo(() => (shared && known ? resolveShared(shared, known) : []), [shared, known]);
  if (stored === null || now === null) return null;

  const saved = rows.filter((r) => stored.some((s) => sameEntry(s, r)));
  const { coming, past } = splitByTime(rows, now);
  const dates = comingDates(saved, now);

  const download = async () => {
    const host = new URL(site.siteUrl).host;
    const ics = await savedCalendar(
      dates.map((d) => ({ id: d.id, title: d.title, start: d.start, hall: d.hall, url: `${site.siteUrl}${d.path}` })),
      alarm || null,
      { host, location: (hall) => venueLocation(site.venue, hall) },
      fetchText,
    );
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    link.download = "husket-rissa-kulturhus.ics";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setNotice(`Kalenderfilen med ${dates.length === 1 ? "1 dato" : `${dates.length} datoer`} er lastet ned.`);
  };
  const link = shareUrl(window.location.origin, saved);
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => setNotice("Lenken er kopiert."),
      () => setNotice("Kopier lenken fra feltet."),
    ) ?? setNotice("Kopier lenken fra feltet.");
  const keepShared = () => {
    writeSaved(mergeEntries(readSaved(), sharedEntries));
    setRows((r) => mergeEntries(r, sharedEntries));
    setNotice(`${sharedEntries.length === 1 ? "Arrangementet" : "Arrangementene"} er lagt til i listen din.`);
  };
  const dropPast = () => {
    writeSaved(readSaved().filter((s) => !past.some((p) => sameEntry(p, s))));
    setRows((r) => r.filter((x) => !past.some((p) => sameEntry(p, x))));
    setNotice("Tidligere arrangementer er fjernet fra listen.");
    setFocusNotice(true);
  };

  return {
    id,
    now,
    programme: programme.status,
    /** A shared list was opened (ids in the address). */
    shared: shared !== null,
    sharedEntries,
    coming,
    past,
    dates,
    link,
    alarm,
    setAlarm,
    notice,
    noticeRef,
    download,
    copy,
    keepShared,
    dropPast,
  };
}
