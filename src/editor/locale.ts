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
  Object.assign((phrases.ui as Phrases).toast as Phrases, {
    entryPublished: "Lagret",
    // Which fields: they are marked in red in the form, each with what is missing.
    missingRequiredField: "Ikke lagret: noen felt mangler eller er feil. De er merket med rødt i skjemaet.",
  });
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
  fill(phrases, MISSING_IN_NORWEGIAN);
  return phrases;
}

/** Adds what `phrases` lacks, keeping what it has. */
function fill(phrases: Phrases, more: Phrases): void {
  for (const [key, value] of Object.entries(more)) {
    if (typeof value === "string") phrases[key] ??= value;
    else fill((phrases[key] ??= {}) as Phrases, value);
  }
}

/**
 * Every phrase Decap's English has and its Norwegian lacks (locale.test.ts holds the two to each
 * other), so no English button ("Copy") or message is left in front of an editor.
 */
const MISSING_IN_NORWEGIAN: Phrases = {
  auth: { loginWithAzure: "Logg inn med Azure", loginWithForgejo: "Logg inn med Forgejo" },
  collection: {
    sidebar: { allCollections: "Alle samlinger", searchIn: "Søk i" },
    collectionTop: {
      viewAsList: "Vis som liste",
      viewAsGrid: "Vis som rutenett",
      searchResults: "Søkeresultater for «%{searchTerm}»",
      searchResultsInCollection: "Søkeresultater for «%{searchTerm}» i %{collection}",
      filterBy: "Filtrer etter",
      groupBy: "Grupper etter",
    },
    entries: { unpublishedHeader: "Ikke publisert" },
    groups: { other: "Annet", negateLabel: "Ikke %{label}" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "Feltet %{widgetLabel}" } },
    editorControlPane: {
      widget: { invalidPath: "«%{path}» er ikke en gyldig sti", pathExists: "Stien «%{path}» finnes allerede" },
      i18n: {
        writingInLocale: "Skriver på %{locale}",
        copyFromLocale: "Fyll inn fra et annet språk",
        copyFromLocaleConfirm: "Vil du fylle inn fra %{locale}?\nAlt som står her nå, blir skrevet over.",
      },
    },
    editorInterface: {
      toggleI18n: "Vis eller skjul språk",
      togglePreview: "Vis eller skjul forhåndsvisningen",
      toggleScrollSync: "Rull skjema og forhåndsvisning sammen",
      toggleNotes: "Vis eller skjul notater",
    },
    editorNotesPane: {
      title: "Notater",
      emptyState: "Ingen notater ennå.",
      addNote: "Legg til notat",
      addPlaceholder: "Skriv et notat …",
      editPlaceholder: "Endre notatet …",
      save: "Lagre",
      cancel: "Avbryt",
      edit: "Endre",
      delete: "Slett",
      resolve: "Merk som løst",
      unresolve: "Merk som uløst",
      confirmDelete: "Vil du slette dette notatet?",
      shortcut: "Tips: Ctrl+Enter legger til notatet",
    },
    editorToolbar: {
      statusInfoTooltipDraft: "Utkast. Sett status til «Til gjennomsyn» når det er klart.",
      statusInfoTooltipInReview: "Til gjennomsyn. Du kan fortsatt endre det.",
    },
    editorWidgets: {
      markdown: {
        bold: "Fet",
        italic: "Kursiv",
        strikethrough: "Gjennomstreket",
        code: "Kode",
        link: "Lenke",
        linkPrompt: "Skriv adressen lenken skal gå til",
        headings: "Overskrifter",
        quote: "Sitat",
        bulletedList: "Punktliste",
        numberedList: "Nummerert liste",
        addComponent: "Legg til komponent",
        toggleMode: { rich: "Bytt til rik tekst", markdown: "Bytt til Markdown" },
      },
      image: {
        chooseMultiple: "Velg bilder",
        chooseUrl: "Sett inn fra adresse",
        replaceUrl: "Bytt med adresse",
        promptUrl: "Skriv adressen til bildet",
        addMore: "Legg til flere bilder",
        removeAll: "Fjern alle bildene",
      },
      file: {
        chooseUrl: "Sett inn fra adresse",
        chooseMultiple: "Velg filer",
        replaceUrl: "Bytt med adresse",
        promptUrl: "Skriv adressen til filen",
        addMore: "Legg til flere filer",
        removeAll: "Fjern alle filene",
      },
      datetime: { setToNow: "Sett %{fieldLabel} til nå" },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copy: "Kopier",
      copyUrl: "Kopier adressen",
      copyPath: "Kopier stien",
      copyName: "Kopier navnet",
      copied: "Kopiert",
    },
    mediaLibraryModal: { close: "Lukk" },
  },
  ui: {
    settingsDropdown: { account: "Kontovalg" },
    toast: {
      noteAdded: "Notatet er lagt til",
      onFailToAddNote: "Notatet ble ikke lagt til: %{details}",
      noteUpdated: "Notatet er endret",
      onFailToUpdateNote: "Notatet ble ikke endret: %{details}",
      noteDeleted: "Notatet er slettet",
      onFailToDeleteNote: "Notatet ble ikke slettet: %{details}",
      noteResolved: "Notatet er merket som løst",
      noteReopened: "Notatet er åpnet igjen",
      onFailToToggleNote: "Notatet ble ikke endret: %{details}",
      onLoggedOut: "Du er logget ut. Ta vare på det du har skrevet, og logg inn igjen.",
      onBackendDown: "Lagringen svarer ikke nå. Se %{details}.",
    },
  },
};
