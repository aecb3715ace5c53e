/**
 * Each service in English (docs/PRODUCT.md, Pages), in the order of the site's lists. The source
 * language: cs and pl are typed from this file (app/i18n/translations.ts). The tools a service
 * connects are the same in every language (integrations.ts).
 */
import type { ServiceSlug } from "~/domain/services";

export const services = [
  {
    slug: "outreach" as ServiceSlug,
    name: "Email & Social Outreach",
    // short line under the name in cards and the mega-menu
    tagline: "Personal emails and LinkedIn messages that book meetings for you",
    // the pain statement, the situation the visitor knows ("sound familiar?" on the services page)
    oneLiner:
      "Your sales team spends hours writing cold emails that get ignored, and follow-ups slip through the cracks.",
    // the transformation result, highlighted
    result:
      "Regular meetings with people who fit your offer. Campaigns run on their own, and your team spends its time on conversations, not on sending.",
    // how we solve it: 4-5 bullets (services overview, click to expand)
    bullets: [
      "We build targeted lead lists that match your ideal customer profile",
      "AI personalizes every message based on the prospect's company, role and recent activity",
      "Automated follow-up sequences across email and LinkedIn that stop as soon as someone replies",
      "We test two versions of subject lines and messages (A/B tests) and keep the one that gets the most replies",
      "Replies and interested leads go straight into your CRM",
    ],
    // what you get on the detail page: 4-6 concrete deliverables
    deliverables: [
      "An ideal customer profile and a verified contact list",
      "Campaign copy with AI personalization and 3–5-step follow-up sequences",
      "Sending domains and mailboxes set up for deliverability (SPF, DKIM, DMARC)",
      "LinkedIn outreach running alongside your email campaigns",
      "CRM integration that logs replies and hot leads automatically",
      "A results dashboard and regular reporting",
    ],
    // perfect for: 4-6 kinds of businesses or teams
    forWho: [
      "B2B companies looking for new customers",
      "Marketing and digital agencies",
      "SaaS and software companies",
      "Consultants and professional services firms",
      "Recruitment agencies",
    ],
    // 4-5 steps, times between 1 and 10 days, the last one ongoing
    process: [
      {
        title: "Strategy and target audience",
        description: "We define your ideal customer, your offer and the goals of the campaign.",
        time: "1–2 days",
      },
      {
        title: "Lead list",
        description: "We find and verify decision-makers' contacts in your target segment.",
        time: "2–3 days",
      },
      {
        title: "Copy and personalization",
        description: "We write the sequences and set up AI personalization for every contact.",
        time: "2–4 days",
      },
      {
        title: "Setup and launch",
        description: "We configure domains, mailboxes and tools, test everything and launch the campaign.",
        time: "2–3 days",
      },
      {
        title: "Optimization and reporting",
        description: "We track opens, replies and booked meetings, and keep improving what works.",
        time: "Ongoing",
      },
    ],
    // real examples: 3 short case descriptions with a concrete figure each
    useCases: [
      {
        title: "For example: an IT company looking for buyers",
        description:
          "A list of companies by sector and size, a personal email to each IT manager and a follow-up when they don't reply. Replies go into the CRM on their own.",
      },
      {
        title: "For example: a software company testing its outreach",
        description:
          "Two versions of the first message run side by side, and after a few weeks you see which one gets more replies. Then everyone gets the better one.",
      },
      {
        title: "For example: a recruitment agency",
        description:
          "Email and LinkedIn follow-ups go out on their own until the client replies. The recruiters only take over conversations that have already started.",
      },
    ],
    // title and description for search engines
    metaTitle: "Email & LinkedIn Outreach with AI | Flowlane",
    metaDescription:
      "Personal cold email and LinkedIn campaigns written with AI, follow-ups that go out on their own, and CRM integration. Live in 7–14 days, demo within 48 hours.",
  },
  {
    slug: "automation" as ServiceSlug,
    name: "Sales & Process Automation",
    tagline: "CRM, leads, invoicing and reports that run themselves",
    oneLiner:
      "Leads wait for a reply, data gets copied between systems by hand, and invoices and reports eat up your evenings.",
    result:
      "Every lead is recorded, scored and handed to the right person the moment it arrives. None is left sitting in someone's inbox.",
    bullets: [
      "We connect your CRM, email, website forms and other tools into a single flow",
      "New leads are automatically qualified, scored and assigned to the right salesperson",
      "Your pipeline moves on its own: tasks, reminders and follow-ups without manual work",
      "Invoices, order confirmations and reports are created and sent automatically",
      "Your team gets a Slack or email alert whenever something needs attention",
    ],
    deliverables: [
      "An audit of your current processes and a map of what is worth automating",
      "CRM setup or cleanup, including pipeline stages and fields",
      "Automated lead capture, qualification and assignment",
      "Invoicing and reporting workflows connected to your accounting",
      "Documentation and team training",
      "Monitoring and error alerts for every automation",
    ],
    forWho: [
      "B2B companies with a sales team",
      "Online stores",
      "Agencies and consultants",
      "Real estate agencies",
      "Wholesalers and distributors",
      "Service businesses with recurring invoicing",
    ],
    process: [
      {
        title: "Process audit",
        description:
          "We map how leads, orders and data move through your company today and where time gets lost.",
        time: "1–2 days",
      },
      {
        title: "Automation design",
        description: "We propose the workflows, tools and priorities with the biggest impact.",
        time: "1–2 days",
      },
      {
        title: "Build and integration",
        description: "We connect your systems and build the automations in Make, Zapier or n8n.",
        time: "4–7 days",
      },
      {
        title: "Testing and training",
        description: "We test everything on real data, fine-tune the details and train your team.",
        time: "1–3 days",
      },
      {
        title: "Monitoring and improvements",
        description: "We keep the automations running smoothly and add new ones as your business grows.",
        time: "Ongoing",
      },
    ],
    useCases: [
      {
        title: "For example: a building-materials wholesaler",
        description:
          "Inquiries from the website and email are scored in Pipedrive by volume and sector and assigned to the next salesperson in line.",
      },
      {
        title: "For example: a home-decor online shop",
        description:
          "Each Shopify order issues its own invoice in Fakturoid, and every morning a summary of yesterday's sales arrives in Slack.",
      },
      {
        title: "For example: a real-estate agency",
        description:
          "Inquiries from property portals are saved to HubSpot, the buyer immediately gets a reply with viewing times, and the agent gets a notice.",
      },
    ],
    metaTitle: "Sales & Process Automation, CRM | Flowlane",
    metaDescription:
      "We automate CRM, lead qualification, invoicing and reporting with Make, Zapier or n8n. Live in 7–14 days, a demo within 48 hours.",
  },
  {
    slug: "assistant" as ServiceSlug,
    name: "24/7 AI Assistant",
    tagline: "Answers customers and books appointments around the clock",
    oneLiner:
      "Customers message you in the evening and on weekends, the phone rings in the middle of your work, and every unanswered question is a lost sale.",
    result:
      "Every customer gets an answer within seconds, 24/7, appointments get booked without you, and only the questions that really need a person reach you.",
    bullets: [
      "An AI assistant trained on your services, prices and FAQs",
      "One assistant for your website, email, WhatsApp and Messenger",
      "Books, reschedules and cancels appointments right in your calendar",
      "A voice assistant that picks up the phone when you can't",
      "Hands complex requests over to a person, along with the full conversation history",
    ],
    deliverables: [
      "An AI assistant trained on your content and your tone of voice",
      "A chat widget on your website",
      "WhatsApp, Messenger and email integration",
      "Appointment booking connected to your calendar",
      "An optional voice assistant for phone calls",
      "A conversation overview and a monthly report on the most common questions",
    ],
    forWho: [
      "Medical and dental clinics",
      "Beauty and wellness salons",
      "Online stores",
      "Law firms",
      "Restaurants, hotels and guesthouses",
      "Businesses that answer the same questions every day",
    ],
    process: [
      {
        title: "Discovery",
        description:
          "We go through your customers' most common questions and the situations the assistant needs to handle.",
        time: "1–2 days",
      },
      {
        title: "Knowledge base",
        description:
          "We prepare the content about your services, prices and policies and set the assistant's tone of voice.",
        time: "2–3 days",
      },
      {
        title: "Build and integration",
        description: "We build the assistant and connect your channels and booking calendar.",
        time: "3–5 days",
      },
      {
        title: "Testing and launch",
        description: "We test real conversations, fine-tune the answers and go live.",
        time: "1–2 days",
      },
      {
        title: "Learning and fine-tuning",
        description: "We review conversations and keep improving the answers.",
        time: "Ongoing",
      },
    ],
    useCases: [
      {
        title: "For example: a dental clinic",
        description:
          "An assistant on the website and WhatsApp answers patients' common questions and books check-ups, even outside opening hours.",
      },
      {
        title: "For example: a cosmetics online shop",
        description:
          "The assistant answers questions about order status, delivery and returns on its own, and hands harder cases to the team with the whole conversation.",
      },
      {
        title: "For example: a law firm",
        description:
          "Outside office hours the assistant sorts inquiries by area of law and puts first consultations straight into the lawyer's calendar.",
      },
    ],
    metaTitle: "24/7 AI Assistant and Chatbot | Flowlane",
    metaDescription:
      "An AI chatbot and voice assistant that answers customers 24/7 on your website, email, WhatsApp and Messenger and books appointments. Demo in 48 hours.",
  },
  {
    slug: "rezervace" as ServiceSlug,
    name: "Booking & Scheduling",
    tagline: "Online booking, reminders and staff schedules in one place",
    oneLiner:
      "Phone bookings keep pulling you away from work, clients forget their appointments, and the staff schedule lives in a notebook.",
    result:
      "Clients book online on their own 24/7, automatic reminders cut no-shows, and your schedule is finally under control.",
    bullets: [
      "An online booking calendar on your website, Google and social media",
      "Automatic SMS and email reminders before every appointment",
      "Clients reschedule or cancel on their own, and freed-up slots are offered to others",
      "Staff shifts and capacity planned in one shared calendar",
      "Sync with Google Calendar or Outlook, so nothing ever gets double-booked",
    ],
    deliverables: [
      "An online booking calendar set up for your services and staff",
      "A booking widget on your website and a booking link for Instagram, Facebook and Google",
      "Automatic SMS and email confirmations and reminders",
      "Staff scheduling with shifts, breaks and days off",
      "Two-way sync with Google Calendar or Outlook",
      "Staff training and a simple how-to guide",
    ],
    forWho: [
      "Hair, beauty and wellness salons",
      "Medical practices and physical therapy clinics",
      "Fitness studios and personal trainers",
      "Auto repair shops",
      "Consultants and coaches",
      "Restaurants",
    ],
    process: [
      {
        title: "Consultation and analysis",
        description:
          "We go through your services, appointment lengths, staff and how your clients book today.",
        time: "1–2 days",
      },
      {
        title: "Calendar setup",
        description: "We set up your services, staff, opening hours and the booking widget on your website.",
        time: "3–5 days",
      },
      {
        title: "Reminders, integrations and training",
        description:
          "We configure SMS and email reminders, connect your calendars, test everything and train your team.",
        time: "3–5 days",
      },
      {
        title: "Support and optimization",
        description: "We keep an eye on your bookings and fine-tune reminders and capacity.",
        time: "Ongoing",
      },
    ],
    useCases: [
      {
        title: "For example: a beauty salon",
        description:
          "Clients book online through the website and Instagram instead of calling, get a reminder the day before, and a cancelled slot is offered to others at once.",
      },
      {
        title: "For example: a physiotherapy practice with several therapists",
        description:
          "Patients get a text the day before with a link to reschedule, and freed-up slots are offered to people on the waiting list automatically.",
      },
      {
        title: "For example: a car repair shop",
        description:
          "Customers pick a service slot online based on free lifts and mechanics, and shifts are planned from the same calendar.",
      },
    ],
    metaTitle: "Online Booking System & Scheduling | Flowlane",
    metaDescription:
      "An online booking calendar, SMS and email reminders that cut no-shows, and staff scheduling. Bookings 24/7, up and running in 7–14 days.",
  },
] as const;
