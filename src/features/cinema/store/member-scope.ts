import { createAction, createSlice, type Middleware } from "@reduxjs/toolkit";

/**
 * Every request made for a member belongs to a member scope. The scope ends when the member
 * changes (log-out, a lost session, someone logging in) and when the member asks to try again:
 * what is in flight for it is aborted, and any answer that still arrives for it is dropped before
 * a reducer or listener sees it, so it is never shown to, stored for or saved under the next member.
 */
export const memberScopeEnded = createAction("memberScope/ended");

export interface MemberScopeState {
  id: number;
}

export const memberScopeSlice = createSlice({
  name: "memberScope",
  initialState: { id: 0 } as MemberScopeState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(memberScopeEnded, (state) => {
      state.id += 1;
    });
  },
});

type WithScope = { memberScope: MemberScopeState };
export const selectMemberScope = (state: WithScope) => state.memberScope.id;

/** The meta of every action of a member-scoped thunk: the scope its request was made in. */
export interface ScopeMeta {
  scope: number;
}

const scopeOf = (action: unknown): number | null => {
  const scope = (action as { meta?: { scope?: unknown } } | null)?.meta?.scope;
  return typeof scope === "number" ? scope : null;
};

/** Per store: the AbortController of the current scope, and the middleware that ends it and drops stale answers. */
export function createMemberScope() {
  let controller = new AbortController();
  const middleware: Middleware<object, WithScope> = (api) => (next) => (action) => {
    const scope = scopeOf(action);
    // An answer for a scope that has ended: for a member who has gone, or an attempt given up.
    if (scope !== null && scope !== selectMemberScope(api.getState())) return action;
    const result = next(action);
    if (memberScopeEnded.match(action)) {
      controller.abort();
      controller = new AbortController();
    }
    return result;
  };
  return { middleware, signal: () => controller.signal };
}

/** A signal that aborts when any of these does; `release` stops listening to them. */
export function eitherSignal(a: AbortSignal, b: AbortSignal): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener("abort", abort, { once: true });
  b.addEventListener("abort", abort, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      a.removeEventListener("abort", abort);
      b.removeEventListener("abort", abort);
    },
  };
}
