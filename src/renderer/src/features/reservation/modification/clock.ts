// The network's wall clock (Europe/Paris, `yyyy-MM-ddTHH:mm:ss`), whatever the browser's zone: a ticket's
// departure and the runs of a day are compared with it as text (reservation.ts header). One function, so
// the sagas call it (and tests give it a time).
import { parisLocalDateTime } from '@shared/reservation-rules';

export const parisNow = (): string => parisLocalDateTime(new Date());

export const parisToday = (): string => parisNow().slice(0, 10);
