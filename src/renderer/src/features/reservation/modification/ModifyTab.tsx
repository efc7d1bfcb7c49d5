// The modify tab of 'Mon trajet' (SPEC §2 "Reservation"): ticket number, departure date, QR code.
export function ModifyTab() {
  return null;
}
