// Imported first by main.tsx: the configuration requests the web page's early script started
// (earlyScript.ts), or, where it did not run (Electron), requests leaving as soon as the entry starts to
// run, while React, the router and the store are still being evaluated (the module's one side effect).
import { requestConfiguration } from './earlyConfig';
import { takeHandedOver } from './earlyHandover';

export const earlyConfig = takeHandedOver() ?? requestConfiguration();
