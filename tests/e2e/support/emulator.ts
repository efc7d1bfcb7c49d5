// Test-side access to the emulator: its control API (fault injection) and its seeded answers.
import type { APIRequestContext } from '@playwright/test';
import type { Module, Preferences } from '../../../src/shared/backoffice';
import type { FaultRule } from '../../../src/shared/http';
import { LOOKUP_RESET_PATH } from '../../../src/server/control';
import { DEMO_DAY_PATH } from '../../../src/server/reservation/control';
import { addDays } from '../../../src/server/reservation/timetable';
import { basePorts } from '../../support/e2e-servers';

export async function addFault(request: APIRequestContext, rule: FaultRule): Promise<void> {
  const response = await request.post('/__emulator/faults', { data: rule });
  if (!response.ok())
    throw new Error(`Panne refusée par l'émulateur : ${response.status()} ${await response.text()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete('/__emulator/faults');
  if (!response.ok()) throw new Error(`Remise à zéro refusée : ${response.status()}`);
}

/** SPEC §3 "porteur or email": the name the emulator gives the card holder's e-mail (control API). */
export async function setCardHolderField(
  request: APIRequestContext,
  field: 'porteur' | 'email',
): Promise<void> {
  const response = await request.put('/__emulator/card-holder-field', { data: { field } });
  if (!response.ok())
    throw new Error(`Nom du porteur refusé : ${response.status()} ${await response.text()}`);
}

/** What the emulator serves to any client, read the way the portal reads it. */
export async function seeded(
  request: APIRequestContext,
): Promise<{ modules: Module[]; preferences: Preferences }> {
  const token = ((await (await request.get('/api/jwttoken/generate')).json()) as { id_token: string })
    .id_token;
  const headers = { Authorization: `Bearer ${token}` };
  const modules = (await (await request.get('/api/modules/list', { headers })).json()) as Module[];
  const preferences = (await (await request.get('/api/preferences', { headers })).json()) as Preferences;
  return { modules, preferences };
}

/** The providers' stand-ins' origin beside the emulator at `baseURL`, as its worker starts them
 * (tests/support/e2e-servers.ts: E2E_PROVIDERS_PORT, else E2E_PORT + 1, each shifted by as much as the
 * worker's emulator is), on the same host name. */
export function providersOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  const base = basePorts();
  url.port = String(base.providersPort + Number(url.port) - base.port);
  return url.origin;
}

/** Forgets the misses the look-ups' throttle counted (issue 23): every test runs from 127.0.0.1, so a test
 * that misses on purpose clears them after itself. */
export async function resetLookups(request: APIRequestContext): Promise<void> {
  const response = await request.delete(LOOKUP_RESET_PATH);
  if (!response.ok()) throw new Error(`Remise à zéro des recherches refusée : ${response.status()}`);
}

/** yyyy-MM-dd of the demo reservations' day plus `days`: the emulator counts its demo tickets' days from the
 * Paris day it started on, which a run crossing midnight leaves behind (the tests' own today would not). */
export async function demoReservationDay(request: APIRequestContext, days = 0): Promise<string> {
  const response = await request.get(DEMO_DAY_PATH);
  if (!response.ok()) throw new Error(`Jour des réservations de démonstration refusé : ${response.status()}`);
  const { jour } = (await response.json()) as { jour: string };
  return addDays(jour, days);
}
