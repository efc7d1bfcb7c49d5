// Dates dd/MM/yyyy and times HH:mm in French (DESIGN "Strings, money, dates"), in Paris time.
import { formatDateTimeFr } from '@shared/dates';

const date = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export function formatDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : date.format(value);
}

export function formatDateTime(iso: string): string {
  return formatDateTimeFr(iso);
}
