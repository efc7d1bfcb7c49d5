// Address and payment services (SPEC §7 "Address and payment").
import type {
  AddressForm,
  City,
  InitPaymentAnswer,
  InitPaymentRequest,
  PayboxParameters,
  PaymentMode,
  PaypalParameters,
  ProviderError,
  SaveAddressAnswer,
  SaveOrderRequest,
  WaitAnswer,
  WaitRequest,
} from '@shared/payment';
import { http } from './http';

export async function getCities(postalCode: string, countryCode: string): Promise<City[]> {
  return (await http().get<City[]>('/vente/api/cities', { params: { postalCode, countryCode } })).data;
}

export async function saveShippingAddress(address: AddressForm): Promise<SaveAddressAnswer> {
  return (await http().post<SaveAddressAnswer>('/vente/api/shippingAdress/save', { address })).data;
}

export async function getPaymentModes(): Promise<PaymentMode[]> {
  return (await http().get<PaymentMode[]>('/paiement/api/payment/list')).data;
}

/** The saved order, or nothing when the back office refused to create it. */
export async function saveOrder(request: SaveOrderRequest): Promise<unknown> {
  return (await http().post<unknown>('/vente/api/save', request)).data;
}

export async function initPayment(request: InitPaymentRequest): Promise<InitPaymentAnswer> {
  return (await http().post<InitPaymentAnswer>('/paiement/api/payment/init', request)).data;
}

export async function getPayboxParameters(orderId: number): Promise<PayboxParameters | ProviderError> {
  return (await http().post<PayboxParameters | ProviderError>('/paiement/api/paybox/parameters', { orderId }))
    .data;
}

export async function getPaypalParameters(orderId: number): Promise<PaypalParameters | ProviderError> {
  return (await http().post<PaypalParameters | ProviderError>('/paiement/api/paypal/parameters', { orderId }))
    .data;
}

export async function markPaymentPending(): Promise<void> {
  await http().put('/paiement/api/payment/pending');
}

export async function waitPayment(request: WaitRequest): Promise<WaitAnswer> {
  return (await http().post<WaitAnswer>('/paiement/api/payment/wait', request)).data;
}

export async function cancelPayment(): Promise<void> {
  await http().post('/paiement/api/payment/cancel');
}

export async function abortPayment(): Promise<void> {
  await http().put('/paiement/api/payment/abort');
}
