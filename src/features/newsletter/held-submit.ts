/**
 * A submit that comes before the validating form is there. The light form keeps the browser's own
 * `required` check, which answers in the browser's words and language; the specification's
 * messages come with the validating form (formik and yup), which loads later. With script running,
 * a press of the light form's submit button (a click, or Enter in a field, which the browser turns
 * into a click on that button) is held: its default, the browser's check and then the post, does
 * not happen, and the validating form, once it has taken the light one's place, submits again with
 * the visitor's final values and answers in the specification's words (see NewsletterForm). Without
 * script the light form checks and posts on its own, as the server wrote it. Should the validating
 * code not load, a held press goes on as the browser's (releaseSubmits).
 *
 * Small and free of React: NewsletterSignup arms the server's light form as the page hydrates,
 * before the form's own code is there, so this is in every page's first scripts. The listener sits
 * on the document, in the capture phase: React stops a click inside a part it has not hydrated yet
 * (hydrateLater) from reaching the element.
 */

interface LightForm {
  held: boolean;
  wake: () => void;
}

const lightForms = new WeakMap<HTMLFormElement, LightForm>();

/** A sign-up field's id; the light form is found by it before its code is there. */
export const fieldId = (id: string, name: string) => `${id}-${name}`;

function onClick(event: Event) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="submit"]') : null;
  const light = button?.form ? lightForms.get(button.form) : undefined;
  if (!light) return;
  event.preventDefault();
  light.held = true;
  light.wake();
}

/**
 * Holds the light form's submits from now on. `wake` is called as a press is held (at once if one
 * already is): the validating form is wanted now. Arming the form again with a `wake` changes it;
 * without, it changes nothing (NewsletterSignup's effect runs after LightSignup's).
 */
export function holdSubmits(form: HTMLFormElement, wake?: () => void): void {
  // Once, however often called: the same listener is added once.
  document.addEventListener("click", onClick, true);
  const light = lightForms.get(form);
  if (!light) lightForms.set(form, { held: false, wake: wake ?? (() => undefined) });
  else if (wake) {
    light.wake = wake;
    if (light.held) wake();
  }
}

/** Whether a press of this light form's submit button waits for the validating form. */
export function submitHeld(form: HTMLFormElement | null): boolean {
  return Boolean(form && lightForms.get(form)?.held);
}

/** The validating form will not come: the light form is the browser's again, a held press included. */
export function releaseSubmits(form: HTMLFormElement | null): void {
  const light = form && lightForms.get(form);
  if (!form || !light) return;
  lightForms.delete(form);
  if (light.held) form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
}

/** The light form's own code did not load: every light form on the page is the browser's again. */
export function releaseAllSubmits(): void {
  Array.from(document.forms).forEach(releaseSubmits);
}
