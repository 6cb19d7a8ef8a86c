/**
 * Which form fields the visitor has typed in and not sent. React keeps an input's value attribute
 * in step with what is typed, so comparing value and defaultValue cannot tell; the input events can.
 * Fields are known by name (or id), not by element: a form that takes over from a lighter one (the
 * newsletter's) puts new elements in place, with the visitor's text in them.
 */
const edited = new Set<string>();

type Field = HTMLInputElement | HTMLTextAreaElement;
// Text a visitor writes; a choice in a list or a tick (the programme's filters) is not lost work.
const TEXT_INPUTS = new Set(["text", "email", "tel", "password", "search", "number", "url", ""]);
const isField = (target: unknown): target is Field =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type));
const keyOf = (field: Field) => field.name || field.id;

export function watchTyping(doc: Document = document): void {
  doc.addEventListener(
    "input",
    (event) => {
      if (isField(event.target) && keyOf(event.target)) edited.add(keyOf(event.target));
    },
    true,
  );
  doc.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      for (const element of Array.from(event.target.elements)) if (isField(element)) edited.delete(keyOf(element));
    },
    true,
  );
}

/** Whether a reload now would throw away something the visitor typed. */
export function hasUnsavedInput(doc: Document = document): boolean {
  const fields = Array.from(doc.querySelectorAll("input, textarea")).filter(isField);
  return fields.some((field) => edited.has(keyOf(field)) && field.value !== "");
}
