/** How the agency works and who it is in passages: process, commitments, demo, booking, contact, company, hiring. */
import { site } from "~/content/site";
import { companyPlaceholders, localOffice } from "~/domain/company";
import { formatList } from "~/lib/format";
import { inSentence, type KnowledgePassage, type PassageContext, sentencesOf } from "./context.server";

export function companyPassages({ lang, t, a, words, href }: PassageContext): KnowledgePassage[] {
  const passages: KnowledgePassage[] = [];

  // How we work, and what we commit to (home page).
  passages.push({
    id: "how-it-works",
    title: t.home.howItWorks.title,
    text: `${t.home.howItWorks.subtitle} ${t.home.howItWorks.steps.map((step) => `${step.title} ${step.text}`).join(" ")}`,
    answer: t.home.howItWorks.steps.map((step) => `${step.title}: ${inSentence(step.text)}.`).join(" "),
    keywords: words("process"),
    href: href({ name: "home" }, "#process"),
  });
  passages.push({
    id: "commitments",
    title: t.home.proof.title,
    text: t.home.proof.commitments.map((item) => `${item.title} ${item.text}`).join(" "),
    answer: t.home.proof.commitments.map((item) => sentencesOf(item.text, lang)[0]).join(" "),
    keywords: words("guarantee", "cancel"),
    href: href({ name: "home" }, "#proof-title"),
  });
  passages.push({
    id: "demo",
    title: t.demo.title,
    text: `${t.demo.subtitle} ${t.demo.steps.map((step) => `${step.title} ${step.text}`).join(" ")} ${t.demo.meta.description}`,
    answer: t.demo.subtitle,
    keywords: words("booking"),
    href: href({ name: "demo" }),
  });
  passages.push({
    id: "booking",
    title: a.titles.booking,
    text: `${a.booking} ${t.contact.bookText}`,
    answer: a.booking,
    keywords: words("booking"),
    href: href({ name: "contact" }),
    actions: ["booking"],
  });

  // Company and contact facts: placeholders the assistant fills in with the configured facts
  // when it answers (assistant.server.ts), since the index is built once for every deployment.
  const local = localOffice(companyPlaceholders, lang);
  const address = `${local.address.street}, ${local.address.postalCode} ${local.address.city}`;
  const contact = a.contact({ email: companyPlaceholders.email, phone: local.phone.display, address });
  passages.push({
    id: "contact",
    title: `${t.nav.contact}: ${t.contact.emailLabel}, ${t.contact.phoneLabel}`,
    text: `${contact} ${t.contact.title}`,
    answer: contact,
    keywords: words("contact"),
    href: href({ name: "contact" }),
    actions: ["contact", "booking"],
  });
  const founders = site.founders.map(
    (founder) =>
      `${founder.name} (${inSentence(founder.role === "founder" ? t.footer.founder : t.footer.coFounder)})`,
  );
  const company = a.company({
    legalName: site.legalName,
    registrationNumber: companyPlaceholders.registrationNumber,
    founders: formatList(lang, founders),
  });
  passages.push({
    id: "company",
    title: site.brand,
    text: `${company} ${t.common.siteTagline} ${t.footer.foundersHeading} ${t.footer.registrationNumber}`,
    answer: company,
    keywords: words("company"),
    href: href({ name: "contact" }),
  });

  // Hiring (team page).
  passages.push({
    id: "hiring",
    title: t.team.title,
    text: `${t.team.intro} ${t.team.rules.join(" ")} ${t.footer.hiringTitle} ${t.footer.hiringText} ${t.team.eyebrow} ${t.team.sections.map((section) => section.title).join(" ")}`,
    answer: t.team.intro,
    keywords: words("hiring"),
    href: href({ name: "team" }),
  });

  return passages;
}
