import React from "react";
import { render, screen } from "@testing-library/react";
import { PastTicket, TicketCard } from "./TicketCard";

const ticket = {
  movieId: 7,
  movieTitle: "Reven og den lange vinteren",
  notes: "Husk barnebillett",
  qrCode: "RK-118-000123",
  qrUrl: "",
  startTime: "2026-12-05T12:00:00+01:00",
  expirationDate: "2026-12-05T14:00:00+01:00",
  image: "",
  sal: "Auditoriet",
  seatsInfo: { info: "Rad 5, sete 7-8", rows: [{ row: 5, seats: [7, 8] }] },
};

describe("TicketCard", () => {
  it("shows time, hall, seats, notes, expiry and a scannable QR code", async () => {
    render(<TicketCard ticket={ticket} />);
    expect(screen.getByRole("heading", { name: "Reven og den lange vinteren" })).toBeInTheDocument();
    expect(screen.getByText("lørdag 5. desember 2026 kl. 12:00")).toBeInTheDocument();
    expect(screen.getByText("Auditoriet")).toBeInTheDocument();
    expect(screen.getByText("Rad 5: seter 7, 8")).toBeInTheDocument();
    expect(screen.getByText("Husk barnebillett")).toBeInTheDocument();
    expect(screen.getByText("lørdag 5. desember 2026 kl. 14:00")).toBeInTheDocument();
    const qr = await screen.findByRole("img", {
      name: /QR-kode for billetten til Reven og den lange vinteren, kode RK-118-000123/,
    });
    expect(qr.querySelector("svg")).not.toBeNull();
  });

  it("falls back to the seat info text when the rows are missing", async () => {
    render(<TicketCard ticket={{ ...ticket, seatsInfo: { info: "Fri plassering", rows: [] } }} />);
    expect(screen.getByText("Fri plassering")).toBeInTheDocument();
    await screen.findByRole("img", { name: /QR-kode/ });
  });

  it("marks the copy saved on the device, so nobody takes it for a fresh one", async () => {
    const { rerender } = render(<TicketCard ticket={ticket} savedCopy />);
    expect(screen.getByRole("heading", { name: "Reven og den lange vinteren Lagret kopi" })).toBeInTheDocument();
    rerender(<TicketCard ticket={ticket} />);
    expect(screen.queryByText("Lagret kopi")).not.toBeInTheDocument();
    await screen.findByRole("img", { name: /QR-kode/ });
  });

  it("shows a ticket whose details cannot be read, and says which are unknown", async () => {
    render(
      <TicketCard
        ticket={{
          ...ticket,
          movieTitle: null,
          startTime: null,
          expirationDate: null,
          sal: null,
          notes: null,
          qrCode: null,
          seatsInfo: { info: null, rows: null },
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Filmtittel ukjent" })).toBeInTheDocument();
    expect(screen.getByText("Tidspunkt ukjent")).toBeInTheDocument();
    expect(screen.getByText("Gyldighet ukjent")).toBeInTheDocument();
    expect(screen.getByText("Sal ukjent")).toBeInTheDocument();
    expect(screen.getByText("Merknad ukjent")).toBeInTheDocument();
    expect(screen.getByText("Plasser ukjent")).toBeInTheDocument();
    expect(screen.getByText(/Billettkode ukjent/)).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("leaves out details the ticket has none of", async () => {
    render(<TicketCard ticket={{ ...ticket, expirationDate: "", sal: "", notes: "", seatsInfo: { info: "", rows: [] } }} />);
    expect(screen.queryByText("Gyldig til")).not.toBeInTheDocument();
    expect(screen.queryByText("Sal")).not.toBeInTheDocument();
    expect(screen.queryByText("Merknad")).not.toBeInTheDocument();
    expect(screen.queryByText("Plasser")).not.toBeInTheDocument();
    await screen.findByRole("img", { name: /QR-kode/ });
  });

  it("shows the ticket code as text under the QR code, for the staff to type in", async () => {
    render(<TicketCard ticket={ticket} />);
    const qr = await screen.findByRole("img", { name: /QR-kode/ });
    const code = screen.getByText("RK-118-000123");
    expect(qr.closest("figure")).toContainElement(code);
    expect(qr.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("PastTicket", () => {
  it("shows film, time, hall and seats, and no code to show at the door", () => {
    render(
      <ul>
        <PastTicket ticket={ticket} />
      </ul>,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent(
      "Reven og den lange vinterenlørdag 5. desember 2026 kl. 12:00 · Auditoriet · Rad 5: seter 7, 8",
    );
    expect(screen.queryByText(/RK-118/)).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
