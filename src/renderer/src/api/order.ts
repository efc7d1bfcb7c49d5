// Order summary service (SPEC §7 "Address and payment", summary and PDFs).
import type { OrderSummary } from '@shared/payment';
import { http } from './http';

export async function getOrderSummary(): Promise<OrderSummary> {
  return (await http().get<OrderSummary>('/vente/api/order/summary')).data;
}

export async function getReceiptPdf(): Promise<Blob> {
  return (await http().get<Blob>('/vente/api/order/summary/pdf', { responseType: 'blob' })).data;
}

export async function getTicketPdf(ticketNumber: string): Promise<Blob> {
  const path = `/vente/api/order/summary/ticket/${encodeURIComponent(ticketNumber)}/pdf`;
  return (await http().get<Blob>(path, { responseType: 'blob' })).data;
}
