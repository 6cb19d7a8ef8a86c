import type { FileProblem } from "../config/model";

/**
 * A refusal next to each field it is about, as well as in the summary at the top: a note under
 * the field's label in Decap's form (the outermost field the problem is in, since a list's items
 * may be folded), gone at the next save. Decap gives no way to add an error of our own to its
 * fields' state, so the notes go into its form by the labels it shows, which are the model's.
 */
const NOTE_CLASS = "feltmerknad";

export function clearFieldNotes(root: ParentNode = document): void {
  root.querySelectorAll(`.${NOTE_CLASS}`).forEach((note) => note.remove());
}

/** The label of the form's field with this text (the outermost first: Decap shows the top-level fields' labels first). */
function labelFor(root: ParentNode, text: string): HTMLLabelElement | null {
  const wanted = text.trim().toLocaleLowerCase("nb");
  return [...root.querySelectorAll("label")].find((l) => l.textContent?.trim().toLocaleLowerCase("nb") === wanted) ?? null;
}

/** Adds a note under each refused field's label; gives the problems no field of the form was found for. */
export function showFieldNotes(problems: FileProblem[], root: ParentNode = document): FileProblem[] {
  clearFieldNotes(root);
  const unplaced: FileProblem[] = [];
  for (const problem of problems) {
    const [field, ...inside] = problem.label.split(" › ");
    const label = field ? labelFor(root, field) : null;
    if (!label) {
      unplaced.push(problem);
      continue;
    }
    const note = document.createElement("p");
    note.className = NOTE_CLASS;
    note.setAttribute("role", "note");
    note.textContent = `${inside.length ? `${inside.join(" › ")}: ` : ""}${problem.message}`;
    Object.assign(note.style, {
      margin: "0.25rem 0 0.5rem",
      padding: "0.4rem 0.6rem",
      borderLeft: "4px solid #9b1c1c",
      background: "#fdecec",
      color: "#6b1010",
      font: "14px/1.4 system-ui, sans-serif",
      textTransform: "none",
    });
    // After the notes already under this label, so they keep the order of the refusal.
    let after: Element = label;
    while (after.nextElementSibling?.classList.contains(NOTE_CLASS)) after = after.nextElementSibling;
    after.insertAdjacentElement("afterend", note);
  }
  return unplaced;
}
