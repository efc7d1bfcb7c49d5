// The tickets' QR codes on the summary when the receipt could not be printed (issue 25 §1): the same
// payload the receipt prints for each ticket (its number, and a reserved seat's day: shared/ticket-qr.ts), drawn as SVG squares from the qrcode
// library's matrix, so no image URL or markup string reaches the page.
import { create } from 'qrcode';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useCatalog } from '../../i18n/language';

/** The QR code's dark modules as one SVG path, with the 4-module quiet zone the standard asks for. */
function qrPath(payload: string): { size: number; path: string } {
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) squares.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
  }
  return { size: modules.size + 8, path: squares.join('') };
}

/** A ticket's number and the payload of its QR code. */
export interface ShownTicket {
  numero: string;
  payload: string;
}

export function TicketQrCodes({ tickets }: { tickets: ShownTicket[] }) {
  const k = useCatalog(frKiosk, enKiosk);
  return (
    <section className="ticket-qr-codes" aria-labelledby="billets-a-l-ecran">
      <h2 id="billets-a-l-ecran">{k.ticketsOnScreen}</h2>
      <ul className="ticket-qr-codes__list">
        {tickets.map(({ numero: ticket, payload }) => {
          const { size, path } = qrPath(payload);
          return (
            <li key={ticket} className="ticket-qr-codes__item">
              <svg
                role="img"
                aria-label={k.ticketQrLabel(ticket)}
                viewBox={`0 0 ${size} ${size}`}
                width={240}
                height={240}
                shapeRendering="crispEdges"
              >
                <rect width={size} height={size} fill="#fff" />
                <path d={path} fill="#000" />
              </svg>
              <p>{k.ticketNumber(ticket)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
