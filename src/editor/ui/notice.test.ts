import { screen } from "@testing-library/react";
import { showNotice } from "./notice";
import { noteSaveStarting, stopWatching, watchPublishing } from "../publish-status";

jest.mock("../../site-check/site-check", () => ({ askForBuild: async () => ({ reached: false }) }));

describe("the editor's notices", () => {
  it("shows a refusal at the top, over the media library's overlay (z-index 99999)", () => {
    showNotice("avvist", "Ikke lagret. Rett dette først:\n• Tittel: Feltet kan ikke være tomt.", "error", "alert");
    const alert = screen.getByRole("alert");
    expect(Number(alert.style.zIndex)).toBeGreaterThan(99999);
    expect(alert.style.top).toBe("4.5rem");
  });

  it("takes down what it said of the last save when a new save starts", () => {
    noteSaveStarting();
    watchPublishing();
    expect(screen.getByRole("status")).toHaveTextContent("Lagret. Nettstedet bygges på nytt");
    stopWatching();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
