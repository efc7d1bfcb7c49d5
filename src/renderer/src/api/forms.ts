// Form service (SPEC §7 "Access requests"): visible forms, choice lists, the captcha challenge, the
// request's creation, lookup and update, and its documents.
import {
  CAPTCHA_CHALLENGE_PATH,
  type AccessRequest,
  type ChoiceList,
  type DocumentUpload,
  type Form,
} from '@shared/access-requests';
import { http } from './http';

const BASE = '/formulaire/api';

export async function getVisibleForms(): Promise<Form[]> {
  return (await http().get<Form[]>(`${BASE}/formulaires/byPage`, { params: { status: 'VISIBLE' } })).data;
}

export async function getList(listId: number): Promise<ChoiceList> {
  return (await http().get<ChoiceList>(`${BASE}/liste/${listId}`)).data;
}

/** The ALTCHA challenge JSON, handed as is to the widget (which then never calls the network). */
export async function getCaptchaChallenge(): Promise<unknown> {
  return (await http().get<unknown>(CAPTCHA_CHALLENGE_PATH)).data;
}

/** Creates the request; the back office answers something truthy when it did. */
export async function createRequest(request: AccessRequest, tokenCaptcha: string): Promise<unknown> {
  return (await http().post<unknown>(`${BASE}/demande`, request, { params: { tokenCaptcha } })).data;
}

export async function getRequest(guid: string): Promise<AccessRequest> {
  return (await http().get<AccessRequest>(`${BASE}/demande/${encodeURIComponent(guid)}`)).data;
}

export async function getForm(formId: number): Promise<Form> {
  return (await http().get<Form>(`${BASE}/formulaire/${formId}`, { params: { withSections: true } })).data;
}

export async function uploadDocument(requestId: number, upload: DocumentUpload): Promise<void> {
  await http().post(`${BASE}/demande/${requestId}/document`, upload);
}

export async function updateRequest(request: AccessRequest): Promise<void> {
  await http().put(`${BASE}/demande/${request.id}`, request);
}
