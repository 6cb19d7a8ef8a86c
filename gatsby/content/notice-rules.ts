import type { Issue } from "./validate";
import type { Notice } from "./content-types";

/** Longest notice text: it is read from 5 m away on a lobby screen, two or three lines at most. */
export const NOTICE_MAX_LENGTH = 160;

/** What the notices' fields cannot say alone: `to` after `from`, a text a screen can show, ids used once. */
export function noticeIssues(notices: readonly Notice[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  notices.forEach((n, i) => {
    const at = `notices[${i}]`;
    if (n.text.length > NOTICE_MAX_LENGTH)
      issues.push({
        path: `${at}.text`,
        expected: `a text of at most ${NOTICE_MAX_LENGTH} characters (a lobby screen shows it to be read from 5 m)`,
        got: `${n.text.length} characters`,
      });
    if (Date.parse(n.to) <= Date.parse(n.from))
      issues.push({ path: `${at}.to`, expected: `a moment after "from" (${n.from})`, got: JSON.stringify(n.to) });
    if (seen.has(n.id)) issues.push({ path: `${at}.id`, expected: "an id no other notice has", got: JSON.stringify(n.id) });
    seen.add(n.id);
  });
  return issues;
}
