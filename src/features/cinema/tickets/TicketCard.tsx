import React from "react";
import { formatDay, formatTime } from "../../../lib/dates";
import type { Ticket } from "../api/cinema-types";
import { QrCode } from "./QrCode";

const seatsText = (rows: Ticket["seatsInfo"]["rows"]) => rows.map((r) => `Rad ${r.row}: ${r.seats.length === 1 ? "sete" : "seter"} ${r.seats.join(", ")}`).join("; ");

/** One ticket: film, time, hall, seats, notes, expiry and the QR code to show at the door; marked when it is the copy saved on the device. */
export function TicketCard({ ticket, savedCopy = false }: { ticket: Ticket; savedCopy?: boolean }) {
  return (
    <article className="ticket">
      <h3>
        {ticket.movieTitle}
        {savedCopy && <span className="ticket__saved"> Lagret kopi</span>}
      </h3>
      <dl>
        <div>
          <dt>Tid</dt>
          <dd>
            <time dateTime={ticket.startTime}>
              {formatDay(ticket.startTime)} kl. {formatTime(ticket.startTime)}
            </time>
          </dd>
        </div>
        {ticket.sal && (
          <div>
            <dt>Sal</dt>
            <dd>{ticket.sal}</dd>
          </div>
        )}
        {(ticket.seatsInfo.rows.length > 0 || ticket.seatsInfo.info) && (
          <div>
            <dt>Plasser</dt>
            <dd>{ticket.seatsInfo.rows.length > 0 ? seatsText(ticket.seatsInfo.rows) : ticket.seatsInfo.info}</dd>
          </div>
        )}
        {ticket.notes && (
          <div>
            <dt>Merknad</dt>
            <dd>{ticket.notes}</dd>
          </div>
        )}
        {ticket.expirationDate && (
          <div>
            <dt>Gyldig til</dt>
            <dd>
              <time dateTime={ticket.expirationDate}>
                {formatDay(ticket.expirationDate)} kl. {formatTime(ticket.expirationDate)}
              </time>
            </dd>
          </div>
        )}
      </dl>
      <QrCode value={ticket.qrCode} label={`QR-kode for billetten til ${ticket.movieTitle}, kode ${ticket.qrCode}`} />
    </article>
  );
}
