// Imported first by main.tsx: its requests leave as soon as the entry starts to run, while React, the
// router and the store are still being evaluated (the module's one side effect, on purpose).
import { requestConfiguration } from './earlyConfig';

export const earlyConfig = requestConfiguration();
