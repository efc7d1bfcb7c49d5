// The web page's first script, a classic one at the top of <head> (scripts/early-script.ts builds it on
// its own): it runs as soon as it has arrived, before the page's first layout and paint and before the
// entry, so the token request leaves with the HTML, and the modules' answer is in when the entry has run.
// As an async module it waited behind the shell's first frame (~50 ms at 4× CPU), then the token's answer
// behind the entry's first run. Parser-blocking, it is small (~1 Ko) and comes as fast as the stylesheet,
// which blocks the first paint anyway.
import { requestConfiguration } from './earlyConfig';
import { handOver } from './earlyHandover';

handOver(requestConfiguration());
