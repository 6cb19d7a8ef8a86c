import { storeWith } from "../store/test-utils";
import { review, serverError } from "../api/test-fixtures";
import { fetchReviews } from "./reviewsSlice";

describe("reviews slice", () => {
  it("pages of 20 appended; the server's answer stored on failure", async () => {
    const first = Array.from({ length: 20 }, (_, i) => review(i));
    const store = storeWith({ reviews: async (_edi: string, skip = 0) => (skip === 0 ? first : [review(20)]) });
    await store.dispatch(fetchReviews({ ediNumber: "E" }));
    expect(store.getState().reviews?.complete.E).toBe(false);
    await store.dispatch(fetchReviews({ ediNumber: "E", skip: 20 }));
    expect(store.getState().reviews?.items.E).toHaveLength(21);
    expect(store.getState().reviews?.complete.E).toBe(true);
    const failing = storeWith({ reviews: () => Promise.reject(serverError) });
    await failing.dispatch(fetchReviews({ ediNumber: "E" }));
    expect(failing.getState().reviews).toMatchObject({
      loading: false,
      status: "failed",
      error: { message: "Intern feil i kinosystemet.", status: 500 },
    });
  });
});
