import { isAxiosError, isCancel } from "axios";
import { MalformedAnswerError } from "./cinema-map";
import { MemberChangedError, SessionExpiredError } from "./http-client";

/** What a slice stores when a call fails: serializable, with a message fit to show the user. */
export interface StoredError {
  message: string;
  status?: number;
}

/** A failure whose message is written for the member already (the server said no, in so many words). */
export class ShownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ShownError";
  }
}

/**
 * Turns any failure of a cinema call into a Norwegian message that says what really happened:
 * an answer that cannot be read is not a network failure, nor is a call that was called off.
 */
export function toStoredError(error: unknown): StoredError {
  if (
    error instanceof SessionExpiredError ||
    error instanceof MalformedAnswerError ||
    error instanceof MemberChangedError ||
    error instanceof ShownError
  )
    return { message: error.message };
  if (isCancel(error)) return { message: "Forespørselen ble avbrutt." };
  if (isAxiosError(error)) {
    const status = error.response?.status;
    const serverMessage = (error.response?.data as { Message?: unknown } | undefined)?.Message;
    if (typeof serverMessage === "string" && serverMessage.trim()) return { message: serverMessage, status };
    if (!error.response) return { message: "Får ikke kontakt med kinosystemet. Sjekk nettforbindelsen og prøv igjen." };
    if (status === 401) return { message: "Du må logge inn for å se dette.", status };
    if (status === 404) return { message: "Fant ikke det du ba om i kinosystemet.", status };
    if (status && status >= 500) return { message: "Kinosystemet har problemer akkurat nå. Prøv igjen om litt.", status };
    return { message: "Noe gikk galt. Prøv igjen.", status };
  }
  return { message: "Noe gikk galt. Prøv igjen." };
}
