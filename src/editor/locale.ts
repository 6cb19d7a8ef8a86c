import { nb_no } from "decap-cms-locales";

type Phrases = { [key: string]: string | Phrases };

/**
 * Decap's Norwegian, with one change: its "Publiser"/"Publisert" mean "written to the files" (a
 * commit on GitHub). Here "Publisert" is said only once the site that is served has the change
 * (publish-status.ts), so Decap's buttons say "Lagre"/"Lagret". And the phrases it lacks in Norwegian.
 */
export function editorPhrases(): Phrases {
  const phrases = JSON.parse(JSON.stringify(nb_no)) as Phrases;
  const toolbar = (phrases.editor as Phrases).editorToolbar as Phrases;
  Object.assign(toolbar, {
    publish: "Lagre",
    published: "Lagret",
    publishing: "Lagrer …",
    publishNow: "Lagre nå",
    publishAndCreateNew: "Lagre og lag ny",
    publishAndDuplicate: "Lagre og dupliser",
  });
  Object.assign((phrases.ui as Phrases).toast as Phrases, { entryPublished: "Lagret" });
  // Phrases the Norwegian locale of this Decap lacks (it would fall back to English).
  const widgets = (phrases.editor as Phrases).editorWidgets as Phrases;
  widgets.list = { add: "Legg til %{item}", addType: "Legg til %{item}" };
  widgets.object = { expand: "Vis", collapse: "Skjul" };
  widgets.image = {
    ...(widgets.image as Phrases),
    choose: "Velg et bilde",
    chooseDifferent: "Velg et annet bilde",
    remove: "Fjern bildet",
  };
  return phrases;
}
