// The printer part of the device configuration, checked again here so a printer is never built from a
// value node-thermal-printer would reject or misread at print time.
import { CharacterSet } from 'node-thermal-printer';

export interface ReceiptPrinterConfig {
  type: 'epson' | 'star';
  /** 'tcp://host:9100', 'printer:Name' (needs a system print driver) or a device path ('/dev/usb/lp0'). */
  interface: string;
  /** A node-thermal-printer character set; PC858_EURO prints French accents and '€'. */
  characterSet: string;
  /** Characters per line (48 on 80 mm paper, 32 or 42 on 58 mm). */
  width: number;
  /** Limit for the connectivity check and for handing a receipt to the printer. */
  timeoutMs: number;
}

export const MIN_WIDTH = 24;
export const MAX_WIDTH = 96;

const CHARACTER_SETS: readonly string[] = Object.values(CharacterSet);

function invalid(key: string, rule: string): string {
  return `Configuration invalide : « printer.${key} » ${rule}`;
}

/** French messages naming each bad key; empty when the configuration can be used. */
export function printerConfigErrors(config: ReceiptPrinterConfig, hasDriver: boolean): string[] {
  const errors: string[] = [];
  if (config.type !== 'epson' && config.type !== 'star') {
    errors.push(invalid('type', 'doit valoir epson ou star.'));
  }
  const target = typeof config.interface === 'string' ? config.interface.trim() : '';
  if (!target) {
    errors.push(
      invalid(
        'interface',
        'doit être de la forme tcp://hôte:port, printer:Nom ou un chemin de périphérique.',
      ),
    );
  } else if (/^printer:/i.test(target) && !hasDriver) {
    errors.push(invalid('interface', 'printer:Nom demande un pilote d’impression système, absent ici.'));
  }
  if (!CHARACTER_SETS.includes(config.characterSet)) {
    errors.push(invalid('characterSet', 'doit être un jeu de caractères connu, par exemple PC858_EURO.'));
  }
  if (!Number.isInteger(config.width) || config.width < MIN_WIDTH || config.width > MAX_WIDTH) {
    errors.push(
      invalid('width', `doit être un nombre entier de caractères entre ${MIN_WIDTH} et ${MAX_WIDTH}.`),
    );
  }
  if (!Number.isInteger(config.timeoutMs) || config.timeoutMs <= 0) {
    errors.push(invalid('timeoutMs', 'doit être un nombre entier de millisecondes supérieur à 0.'));
  }
  return errors;
}
