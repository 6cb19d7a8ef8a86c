/**
 * Which form fields the visitor has typed in and not sent. React keeps an input's value attribute
 * in step with what is typed, so comparing value and defaultValue cannot tell; the input events can.
 */
const edited = new Set<EventTarget>();

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

export function watchTyping(doc: Document = document): void {
  doc.addEventListener("input", (event) => event.target && edited.add(event.target), true);
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      for (const field of edited) if (field instanceof Node && form.contains(field)) edited.delete(field);
    },
    true,
  );
}

/** Whether a reload now would throw away something the visitor typed. */
export function hasUnsavedInput(): boolean {
  for (const field of edited) {
    if (!isField(field) || !field.isConnected) edited.delete(field);
    else if (field.value !== "") return true;
  }
  return false;
}
