// On-board payments service (SPEC §7 "On-board payments"): the card-validator orders bound to contactless
// taps, and the proof-of-payment PDF of orders. The answer is typed as the back office promises it; the
// saga checks it before use (features/justification/answers.ts).
import {
  COMMANDES_VALIDEUR_CB_PATH,
  PDF_ACHAT_BORNE_PATH,
  type CardValidatorOrder,
  type ProofRequestItem,
} from '@shared/onboard-payments';
import { AxiosError } from 'axios';
import { http } from './http';

/** Orders bound to the taps `idTransSec` (repeated: `idTransSec=a&idTransSec=b`; at most
 * ONBOARD_LIMITS.perCall of them per call). */
export async function getCardValidatorOrders(idTransSec: readonly string[]): Promise<CardValidatorOrder[]> {
  const query = new URLSearchParams();
  for (const id of idTransSec) query.append('idTransSec', id);
  return (await http().get<CardValidatorOrder[]>(`${COMMANDES_VALIDEUR_CB_PATH}?${query.toString()}`)).data;
}

/** A failed blob call carries its JSON error body as a Blob: read, so its `messageError` can be shown. */
async function withJsonBody(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || !error.response) return error;
  const data: unknown = error.response.data;
  if (!(data instanceof Blob) || data.size > 64 * 1024) return error;
  try {
    error.response.data = JSON.parse(await data.text()) as unknown;
  } catch {
    // Not JSON: the default text is shown.
  }
  return error;
}

/** One PDF proving the payment of `items` (at most ONBOARD_LIMITS.perCall); 400 `{messageError}` on a bad
 * body. Anything but a PDF is no proof. */
export async function getProofsPdf(items: readonly ProofRequestItem[]): Promise<Blob> {
  let data: unknown;
  try {
    data = (await http().post<Blob>(PDF_ACHAT_BORNE_PATH, items, { responseType: 'blob' })).data;
  } catch (error) {
    throw await withJsonBody(error);
  }
  if (!(data instanceof Blob) || data.size === 0 || !/^application\/pdf\b|^$/.test(data.type))
    throw new Error('Le justificatif reçu n’est pas un PDF');
  return data;
}
