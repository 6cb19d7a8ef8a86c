import type { Route } from "@playwright/test";

/**
 * Answers a request with the server's JSON answer, changed. When the page cancels the request while
 * the server answers (a newer request took its place), Playwright drops the answer: there is no one
 * left to give it to, so there is nothing to change either. What the page then shows is for the
 * test's own checks to judge.
 */
export async function changeJsonAnswer<T>(route: Route, change: (json: T) => unknown): Promise<void> {
  let response: Awaited<ReturnType<Route["fetch"]>>;
  let json: T;
  try {
    response = await route.fetch();
    json = (await response.json()) as T;
  } catch (error) {
    if (/disposed|cancel|Target (page, context or browser )?(has been )?closed|Route is already handled/i.test(String(error)))
      return;
    throw error;
  }
  await route.fulfill({ response, json: change(json) }).catch((error: unknown) => {
    if (!/disposed|cancel|closed|already handled/i.test(String(error))) throw error;
  });
}
