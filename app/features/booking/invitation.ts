/**
 * The calendar invitation staff send when they confirm a call's time: one iCalendar object
 * (RFC 5545) with METHOD:REQUEST, so a calendar offers to add or accept it. Times are written in
 * UTC (the window's Prague hours converted, windows.ts), which every calendar reads without a
 * time-zone definition. The UID is the inquiry's, so a second confirmation of the same request
 * (another time) replaces the first event, its SEQUENCE one higher. Pure: the caller gives the
 * clock.
 */

export interface CallInvitation {
  /** The inquiry's id: one event per call request, whatever time is confirmed. */
  inquiryId: string;
  /** The host of the site's address (PUBLIC_URL), which makes the UID unique worldwide. */
  host: string;
  /** How many times this request was confirmed before (0 for the first invitation). */
  sequence: number;
  start: Date;
  end: Date;
  now: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
}

/** 20261124T080000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A TEXT value (RFC 5545, 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (3.2): quoted, as a name may hold ":" ";" ","; a quote cannot be written in one. */
function icsParameter(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  return `"${text.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (3.1): each further piece starts with a space on a line of
 * its own, and no UTF-8 character is cut in two.
 */
export function icsFold(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the following ones 74 after their leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

export function callInvitation(invitation: CallInvitation): string {
  const { organizer, attendee } = invitation;
  const attendeeName = attendee.name ? `;CN=${icsParameter(attendee.name)}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${organizer.name}//Call request//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `UID:call-${invitation.inquiryId}@${invitation.host}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${icsUtc(invitation.now)}`,
    `DTSTART:${icsUtc(invitation.start)}`,
    `DTEND:${icsUtc(invitation.end)}`,
    `SUMMARY:${icsText(invitation.summary)}`,
    `DESCRIPTION:${icsText(invitation.description)}`,
    `ORGANIZER;CN=${icsParameter(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE${attendeeName};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${attendee.email}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(icsFold).join("\r\n")}\r\n`;
}
