// Settings written as text (environment variables, command-line flags) turned into the value types of
// the schema. Text that does not parse is kept as is, so the validator names the key in its message.
import { DEVICE_CONFIG_KEYS, type DeviceConfigKey } from '../../shared/device-config';

export function settingFromText(key: DeviceConfigKey, text: string): unknown {
  const value = text.trim();
  switch (DEVICE_CONFIG_KEYS[key]) {
    case 'integer':
      return /^-?\d+$/.test(value) ? Number(value) : value;
    case 'boolean':
      // Only the two words: anything else stays text and the validator names the key.
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'url-or-null':
      // An empty value or "null" chooses the embedded emulator even if the store names a back office.
      return value === '' || value === 'null' ? null : value;
    case 'secret-or-null':
      return value === '' ? null : text;
    case 'text-or-null':
      return value === '' || value === 'null' ? null : value;
    case 'origin-list':
      return value === '' ? [] : value.split(',').map((origin) => origin.trim());
    case 'agent-list':
      // "agent-1:scrypt$…,agent-2:scrypt$…": neither ':' nor ',' occurs in a scrypt hash text.
      return value === ''
        ? []
        : value.split(',').map((entry) => {
            const at = entry.indexOf(':');
            return at === -1
              ? entry.trim()
              : { id: entry.slice(0, at).trim(), pinHash: entry.slice(at + 1).trim() };
          });
    case 'text':
      return value;
  }
}
