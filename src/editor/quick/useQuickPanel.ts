import type React from "react";
import { useCallback, useEffect, useState } from "react";
import type { ContentKind, OwnersJson } from "../config/model";
import { checkSave } from "../save/save-check";
import type { QuickBackend } from "./quick-backend";
import {
  comingDates,
  oneLine,
  whenOf,
  withDateStatus,
  withNotice,
  type ComingDate,
  type DateStatus,
  type Severity,
  type Until,
} from "./quick-changes";

export interface Publishing {
  /** Before anything is written (which build is served now). */
  starting(): void;
  /** Once it is written: "Lagret …", then "Publisert …". */
  saved(): void;
}

/** A file's text as the editor writes it (formats.ts, handed in by cms.tsx). */
export type FileText = (kind: ContentKind, data: unknown) => string;

export interface QuickPanelSettings {
  backend: QuickBackend;
  owners: OwnersJson;
  publishing: Publishing;
  fileText: FileText;
  now?: () => number;
  /** Settled once the backend can be asked (the local session's secret). */
  ready?: Promise<unknown>;
}

export type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; dates: ComingDate[] };

const SITE_FILE = "content/site.json";

/**
 * Hurtigvalg's state (QuickPanel.tsx): the coming dates as the backend has them, the notice being
 * written, and each save: read the file as it is now, change it, check it as the editor does, write
 * it, and say what happened.
 */
export function useQuickPanel({ backend, owners, publishing, fileText, now = Date.now, ready }: QuickPanelSettings) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [severity, setSeverity] = useState<Severity>("warning");
  const [until, setUntil] = useState<Until>("today");

  const reload = useCallback(async () => {
    try {
      await ready;
      setLoad({ state: "ready", dates: comingDates(await backend.list(), now()) });
    } catch (error) {
      setLoad({ state: "failed", message: (error as Error).message });
    }
  }, [backend, now, ready]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Read the file as it is now, change it, check it as the editor does, and write it; false when refused. */
  async function save(file: string, kind: ContentKind, change: (data: unknown) => unknown, message: string, said: string) {
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const stored = await backend.read(file);
      const text = fileText(kind, change(JSON.parse(stored.text)));
      const others = async () => (await backend.list()).filter((f) => f.file !== file);
      const problem = await checkSave({ file, kind, data: JSON.parse(text) }, others, owners);
      if (problem) {
        setRefusal(problem);
        return false;
      }
      publishing.starting();
      await backend.write(file, text, stored, message);
      publishing.saved();
      setDone(said);
      await reload();
      return true;
    } catch (error) {
      setRefusal(`Ikke lagret: ${(error as Error).message}`);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const setStatus = (date: ComingDate, status: DateStatus | null) => {
    setAsking(null);
    const what = `«${date.production}» ${whenOf(date)}`;
    const said =
      status === "cancelled" ? `${what} er avlyst.` : status === "soldOut" ? `${what} er utsolgt.` : `${what} er tilbake i salg.`;
    const verb = status === "cancelled" ? "Avlyst" : status === "soldOut" ? "Utsolgt" : "Angret status for";
    return save(
      date.file,
      "production",
      (data) => withDateStatus(data, date.eventId, status),
      `Hurtigvalg: ${verb} ${date.production} ${whenOf(date)}`,
      said,
    );
  };

  const putUpNotice = async (event: React.FormEvent) => {
    event.preventDefault();
    const line = oneLine(text);
    if (!line) {
      setRefusal("Skriv meldingen først.");
      return;
    }
    const ok = await save(
      SITE_FILE,
      "site",
      (data) => withNotice(data, { text: line, severity, until }, now()),
      `Hurtigvalg: viktig melding «${line}»`,
      "Meldingen er lagt ut.",
    );
    if (ok) setText("");
  };

  return {
    load,
    reload,
    busy,
    refusal,
    done,
    /** The date whose cancellation waits for "Ja, avlys" (file#eventId), if any. */
    asking,
    setAsking,
    setStatus,
    notice: { text, setText, severity, setSeverity, until, setUntil, putUpNotice },
  };
}
