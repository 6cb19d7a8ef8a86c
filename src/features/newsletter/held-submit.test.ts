import { holdSubmits, releaseAllSubmits, releaseSubmits, submitHeld } from "./held-submit";

/** A light form as the server writes it: a required e-mail and the submit button. */
function lightForm() {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<form action="https://nyhetsbrev.example.com/post" method="post" target="_blank">
       <input name="EMAIL" type="email" required><button type="submit">Meld meg på</button>
     </form>`,
  );
  const form = document.body.lastElementChild as HTMLFormElement;
  const email = form.querySelector("input") as HTMLInputElement;
  const checked = jest.fn();
  email.addEventListener("invalid", checked);
  const sent = jest.fn();
  form.addEventListener("submit", sent);
  return { form, email, button: form.querySelector("button") as HTMLButtonElement, checked, sent };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a submit held for the validating form", () => {
  it("is not checked by the browser nor sent, and asks for the validating form", () => {
    const { form, button, checked, sent } = lightForm();
    const wake = jest.fn();
    holdSubmits(form, wake);
    holdSubmits(form);
    button.click();
    expect(checked).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(wake).toHaveBeenCalledTimes(1);
    expect(submitHeld(form)).toBe(true);
  });

  it("holds Enter in a field too, and leaves other forms alone", () => {
    const light = lightForm();
    const other = lightForm();
    holdSubmits(light.form);
    // What a browser's implicit submission does: a click on the form's submit button.
    light.button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(light.checked).not.toHaveBeenCalled();
    expect(submitHeld(light.form)).toBe(true);
    other.button.click();
    expect(other.checked).toHaveBeenCalledTimes(1);
    expect(other.sent).not.toHaveBeenCalled();
    expect(submitHeld(other.form)).toBe(false);
  });

  it("wakes the code that arms the form again once a submit is held", () => {
    const { form, button } = lightForm();
    holdSubmits(form);
    button.click();
    const wake = jest.fn();
    holdSubmits(form, wake);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(submitHeld(form)).toBe(true);
  });

  it("when the validating form cannot come, gives the form back to the browser, the held submit included", () => {
    const { form, button, checked, sent } = lightForm();
    holdSubmits(form);
    button.click();
    releaseSubmits(form);
    expect(submitHeld(form)).toBe(false);
    // The browser's own check, as without script: it stops this empty form.
    expect(checked).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveBeenCalled();
    // A valid one is posted.
    (form.querySelector("input") as HTMLInputElement).value = "kari@example.no";
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined); // jsdom cannot post
    button.click();
    expect(sent).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it("gives back every light form of the page at once when the light form's own code cannot come", () => {
    const first = lightForm();
    const second = lightForm();
    holdSubmits(first.form);
    holdSubmits(second.form);
    second.button.click();
    releaseAllSubmits();
    expect(first.checked).not.toHaveBeenCalled();
    expect(second.checked).toHaveBeenCalledTimes(1);
    first.button.click();
    expect(first.checked).toHaveBeenCalledTimes(1);
  });
});
