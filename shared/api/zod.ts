import { z } from "zod";

// Every default validation message in Spanish (the schemas also carry their own specific texts).
// All schema files import z from here so the locale is set whichever loads first.
z.config(z.locales.es());

export { z };
