import React from "react";
import { formatDay, formatTime } from "../../../time/dates";
import type { Ticket } from "../api/cinema-types";
import { QrCode } from "./QrCode";
import "./tickets.css";

type Rows = NonNullable<Ticket["seatsInfo"]["rows"]>;
const seatsText = (rows: Rows) =>
  rows.map((r) => `Rad ${r.row}: ${r.seats.length === 1 ? "sete" : "seter"} ${r.seats.join(", ")}`).join("; ");

/** A date and time as Norwegians read them; `unknown` when there is none that can be read. */
function When({ iso, unknown }: { iso: string | null; unknown: string }) {
  const valid = iso !== null && Number.isFinite(Date.parse(iso));
  if (!valid) return <>{unknown}</>;
  return (
    <time dateTime={iso}>
      {formatDay(iso)} kl. {formatTime(iso)}
    </time>
  );
}

/** The seats: the rows, else the server's text; "Plasser ukjent" when what the server sent cannot be read. */
function seats({ info, rows }: Ticket["seatsInfo"]): string | null {
  if (rows && rows.length > 0) return seatsText(rows);
  if (info) return info;
  return rows === null || info === null ? "Plasser ukjent" : null;
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The film's poster beside its title; decorative, as the title says which film it is. */
function Poster({ src, className }: { src: string; className: string }) {
  if (!src) return null;
  return <img className={className} src={src} alt="" width={1200} height={675} loading="lazy" decoding="async" />;
}

/**
 * One coming ticket, as a card to show at the door: poster, film, time, hall, seats, notes, expiry,
 * and the QR code with its code as text under it; marked when it is the copy saved on the device.
 * A detail the cinema system sent in a form that cannot be read is shown as unknown; the rest of
 * the ticket still shows.
 */
export function TicketCard({ ticket, savedCopy = false }: { ticket: Ticket; savedCopy?: boolean }) {
  const title = ticket.movieTitle ?? "Filmtittel ukjent";
  const seatText = seats(ticket.seatsInfo);
  return (
    <article className="ticket">
      <Poster src={ticket.image} className="ticket__poster" />
      <div className="ticket__head">
        <h3 className="ticket__title">
          {title}
          {savedCopy && <span className="ticket__saved"> Lagret kopi</span>}
        </h3>
        <p className="ticket__when">
          <When iso={ticket.startTime} unknown="Tidspunkt ukjent" />
        </p>
      </div>
      <dl className="ticket__details">
        {ticket.sal !== "" && <Detail term="Sal">{ticket.sal ?? "Sal ukjent"}</Detail>}
        {seatText && <Detail term="Plasser">{seatText}</Detail>}
        {ticket.notes !== "" && <Detail term="Merknad">{ticket.notes ?? "Merknad ukjent"}</Detail>}
        {ticket.expirationDate !== "" && (
          <Detail term="Gyldig til">
            <When iso={ticket.expirationDate} unknown="Gyldighet ukjent" />
          </Detail>
        )}
      </dl>
      {ticket.qrCode ? (
        <QrCode value={ticket.qrCode} label={`QR-kode for billetten til ${title}, kode ${ticket.qrCode}`} />
      ) : (
        <p className="ticket__no-code">Billettkode ukjent. Spør i billettluka, så finner de billetten din.</p>
      )}
    </article>
  );
}

/** A ticket that has been used: film, time, hall and seats, quietly; no code to show at the door. */
export function PastTicket({ ticket }: { ticket: Ticket }) {
  const seatText = seats(ticket.seatsInfo);
  return (
    <li className="past-ticket">
      <Poster src={ticket.image} className="past-ticket__poster" />
      <div>
        <p className="past-ticket__title">{ticket.movieTitle ?? "Filmtittel ukjent"}</p>
        <p className="past-ticket__meta">
          <When iso={ticket.startTime} unknown="Tidspunkt ukjent" />
          {ticket.sal ? ` · ${ticket.sal}` : ""}
          {seatText ? ` · ${seatText}` : ""}
        </p>
      </div>
    </li>
  );
}
