import { OFFLINE_MESSAGES } from "./messages";
import { announce } from "./notice";

/** The first worker has saved the site: say so, quietly (news, not an answer to anything the visitor did). */
export function announceOfflineReady(): void {
  announce(OFFLINE_MESSAGES.offlineReady, document, true);
}
