// Configuration service of the back office (SPEC §7 "Configuration and auth").
import type { Module, Personnalisation, Preferences } from '@shared/backoffice';
import { MODULES_PATH, PERSONNALISATION_PATH, PREFERENCES_PATH } from '@shared/http';
import { http } from './http';

export async function getPreferences(): Promise<Preferences> {
  return (await http().get<Preferences>(PREFERENCES_PATH)).data;
}

export async function getPersonnalisation(): Promise<Personnalisation> {
  return (await http().get<Personnalisation>(PERSONNALISATION_PATH)).data;
}

export async function getModules(): Promise<Module[]> {
  return (await http().get<Module[]>(MODULES_PATH)).data;
}
