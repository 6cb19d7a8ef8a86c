import React, { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFormik } from "formik";
import { siteConfig } from "../../links/external-links";
import { validateForm } from "../../forms/validate-form";
import { HONEYPOT_NAME, NewsletterFields } from "./NewsletterFields";
import { newsletterSchema, type NewsletterValues } from "./newsletter-schema";
import { openProviderWindow, type SendState } from "./provider-window";
import { SendStatus } from "./SendStatus";
import "./newsletter.css";

type Errors = Partial<Record<keyof NewsletterValues, string>>;

/**
 * What the validating form takes over from the light one (LightSignup): the fields; where focus is
 * in the form (a field's name, "" for the submit button, none when focus is elsewhere); and whether
 * a press of the submit button waits for this form (held-submit.ts).
 */
export type TakeOver = { values: NewsletterValues; focusName?: string; submitted?: boolean };

const validate = (values: NewsletterValues): Errors => validateForm(newsletterSchema, values);

/**
 * The validating sign-up form (formik and yup, loaded only when a visitor comes near the form).
 * Validation runs synchronously on submit, so a valid form submits natively into a new window
 * as the visitor's own action, which popup blockers allow; the page then confirms it, or says
 * that the window was blocked and offers to finish in this tab.
 */
export default function NewsletterForm({ id, takeOver }: { id: string; takeOver: () => TakeOver }) {
  const form = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<SendState>("idle");
  const windowName = `nyhetsbrev-${id}`;
  const [{ values: initialValues }] = useState(takeOver);
  const formik = useFormik<NewsletterValues>({ initialValues, validate, validateOnMount: false, onSubmit: () => undefined });
  const [resubmit, setResubmit] = useState(false);

  // Right after the swap, in the same task, so no key press falls in between: the fields and the
  // focus as the light form had them at the very end (see LightSignup).
  useLayoutEffect(() => {
    const { values: now, focusName, submitted } = takeOver();
    if ((Object.keys(now) as (keyof NewsletterValues)[]).some((key) => now[key] !== initialValues[key]))
      void formik.setValues(now, false);
    if (focusName !== undefined)
      form.current?.querySelector<HTMLElement>(focusName ? `[name="${focusName}"]` : 'button[type="submit"]')?.focus();
    if (submitted) setResubmit(true);
    // Once, as the form first appears; later values are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The visitor pressed "Meld meg på" before this form was there (held-submit.ts): submitted again
  // once the values above are the form's, so it answers as if this form had been pressed.
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  }, [resubmit]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors = validate(formik.values);
    formik.setTouched({ EMAIL: true, FNAME: true, MMERGE2: true }, false);
    formik.setErrors(errors);
    const firstInvalid = (Object.keys(errors) as (keyof NewsletterValues)[])[0];
    if (firstInvalid) {
      event.preventDefault();
      form.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const trap = form.current?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_NAME}"]`);
    if (trap?.value) {
      // A bot filled the trap: pretend all went well, send nothing.
      event.preventDefault();
      setState("sent");
      return;
    }
    if (!openProviderWindow(windowName)) {
      event.preventDefault();
      setState("blocked");
      return;
    }
    // The browser posts the form into the window just opened.
    event.currentTarget.target = windowName;
    setState("sent");
  };

  /** The visitor's way past a popup blocker: the sign-up in this tab, validated already. */
  const sendInThisTab = () => {
    if (!form.current) return;
    form.current.target = "_self";
    form.current.submit();
  };

  const shown: Errors = {};
  for (const key of Object.keys(formik.errors) as (keyof NewsletterValues)[])
    if (formik.touched[key]) shown[key] = formik.errors[key];

  return (
    <form
      ref={form}
      action={siteConfig.newsletterAction}
      method="post"
      target="_blank"
      noValidate
      className="newsletter__form"
      onSubmit={onSubmit}
    >
      <NewsletterFields id={id} values={formik.values} errors={shown} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      <button type="submit">Meld meg på</button>
      <SendStatus state={state} onSameTab={sendInThisTab} />
    </form>
  );
}
