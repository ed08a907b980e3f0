import { z } from "zod";

// Every default validation message in Spanish (the schemas also carry their own specific texts).
// All schema files import z from here so the locale is set whichever loads first.
z.config(z.locales.es());
// No eval-compiled parsers: the strict CSP (script-src 'self') forbids them in the browser.
z.config({ jitless: true });

export { z };
