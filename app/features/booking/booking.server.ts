import { locale } from "~/domain/languages";
import { leadFormRegistry } from "~/domain/lead-forms";
import { messages } from "~/i18n/messages.server";
import type { LeadFormDefinition } from "../leads/pipeline.server";
import { bookingSchema } from "../leads/schemas";
import { sentPath } from "../leads/sent";
import { chosenWindows } from "./chosen-windows";
import { windowsOutOfRange } from "./windows";

/** A call request: stored as a lead from the "booking" form, answered and followed up like any other. */
export const bookingRequestForm: LeadFormDefinition<typeof bookingSchema> = {
  schema: bookingSchema,
  arrays: ["windows"],
  minFillTime: true,
  successPath: (lang) => sentPath("booking", lang),
  genericError: "booking",
  // A page left open overnight may offer a day that has passed since: ask for another window.
  async check(formData) {
    const chosen = formData.getAll("windows").map(String);
    return windowsOutOfRange(chosen, new Date()).length > 0 ? { windows: "windowsGone" } : null;
  },
  // The times the visitor picked from the offered ones, as the confirmation repeats them.
  confirmationFacts: (lead, lang) => chosenWindows(lead.windows, locale[lang], messages(lang).forms.booking),
  toLead: (lead) => ({
    email: lead.email,
    inquiry: {
      title: lead.name,
      serviceType: leadFormRegistry.booking.serviceType,
      description: "",
      requirements: { ...lead },
    },
    contact: { name: lead.name, phone: lead.phone },
  }),
};
