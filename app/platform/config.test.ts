import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "../domain/company";
import { ConfigError, parseConfig } from "./config.server";

describe("configuration", () => {
  it("runs on its embedded defaults with an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      PUBLIC_URL: "http://localhost:3000",
      FORM_RATE_LIMIT: 10,
      FORM_RATE_WINDOW_SECONDS: 600,
      STAFF_EMAILS: [],
      S3_FORCE_PATH_STYLE: false,
      AGENCY_TIME_ZONE: "Europe/Prague",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it("reads PORT, HOST, DATA_DIR and PUBLIC_URL (origin only)", () => {
    expect(
      parseConfig({
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/srv/agency",
        PUBLIC_URL: "https://flowlane.cz/",
      }),
    ).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/agency",
      PUBLIC_URL: "https://flowlane.cz",
    });
  });

  it("takes the agency's time zone only by an IANA name", () => {
    expect(parseConfig({ AGENCY_TIME_ZONE: "Europe/Warsaw" }).AGENCY_TIME_ZONE).toBe("Europe/Warsaw");
    expect(() => parseConfig({ AGENCY_TIME_ZONE: "Prague" })).toThrow(ConfigError);
  });

  it("treats an empty variable as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid PORT="abc": /],
    [{ PORT: "70000" }, /^Invalid PORT="70000": /],
    [{ DATABASE_URL: "mysql://db/agency" }, /^Invalid DATABASE_URL="mysql:\/\/db\/agency": /],
    [{ AUTH_SECRET: "short" }, /^Invalid AUTH_SECRET="short": must be at least 32 characters$/],
    [{ GTM_ID: "UA-1234" }, /^Invalid GTM_ID="UA-1234": must look like GTM-XXXXXXX$/],
    [
      { STAFF_EMAILS: "boss@flowlane.cz, nobody" },
      /^Invalid STAFF_EMAILS=.*must be a comma-separated list of emails$/,
    ],
    [{ S3_FORCE_PATH_STYLE: "maybe" }, /^Invalid S3_FORCE_PATH_STYLE="maybe": /],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("splits and lower-cases the staff e-mails", () => {
    expect(parseConfig({ STAFF_EMAILS: " Boss@Flowlane.cz ,ops@flowlane.cz," }).STAFF_EMAILS).toEqual([
      "boss@flowlane.cz",
      "ops@flowlane.cz",
    ]);
  });

  it("asks for the settings that only make sense together", () => {
    expect(() => parseConfig({ ASSISTANT_LLM_URL: "http://127.0.0.1:8000/v1/chat/completions" })).toThrow(
      /^Invalid ASSISTANT_LLM_MODEL="": required when ASSISTANT_LLM_URL is set$/,
    );
    expect(() => parseConfig({ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /^Invalid S3_SECRET_ACCESS_KEY="": required when S3_BUCKET is set$/,
    );
    expect(
      parseConfig({
        S3_BUCKET: "uploads",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }),
    ).toMatchObject({ S3_BUCKET: "uploads", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true });
  });

  it("gives the company's facts their embedded defaults", () => {
    expect(parseConfig({}).company).toEqual(defaultCompanyFacts);
  });

  it("reads the company's facts, with each phone number checked and written both ways", () => {
    const { company } = parseConfig({
      COMPANY_ID: "12345678",
      COMPANY_EMAIL: "office@example.cz",
      COMPANY_PHONE: "+420 602 111 222",
      COMPANY_STREET: "Dlouhá 1",
      COMPANY_CITY: "Brno",
      COMPANY_POSTAL_CODE: "602 00",
      PL_OFFICE_PHONE: "+48221234567",
      PL_OFFICE_CITY: "Kraków",
    });
    expect(company).toEqual({
      registrationNumber: "12345678",
      email: "office@example.cz",
      main: {
        phone: { e164: "+420602111222", display: "+420 602 111 222" },
        address: { street: "Dlouhá 1", city: "Brno", postalCode: "602 00", country: "CZ" },
      },
      polishOffice: {
        phone: { e164: "+48221234567", display: "+48 22 123 45 67" },
        address: { ...defaultCompanyFacts.polishOffice.address, city: "Kraków" },
      },
    });
  });

  it("refuses a phone number that is not one, or lacks its country code, naming the variable", () => {
    expect(() => parseConfig({ COMPANY_PHONE: "+420 12" })).toThrow(
      /^Invalid COMPANY_PHONE="\+420 12": must be a valid phone number with its country code/,
    );
    expect(() => parseConfig({ PL_OFFICE_PHONE: "22 355 41 20" })).toThrow(/^Invalid PL_OFFICE_PHONE=/);
    expect(() => parseConfig({ COMPANY_PHONE: "call us" })).toThrow(ConfigError);
  });

  it("refuses facts that could break the page they are written into, and a bad e-mail", () => {
    expect(() => parseConfig({ COMPANY_STREET: "Main <b>1</b>" })).toThrow(/^Invalid COMPANY_STREET=/);
    expect(() => parseConfig({ COMPANY_EMAIL: "office" })).toThrow(/^Invalid COMPANY_EMAIL=/);
    expect(() => parseConfig({ COMPANY_COUNTRY: "Czechia" })).toThrow(/^Invalid COMPANY_COUNTRY=/);
  });
});
