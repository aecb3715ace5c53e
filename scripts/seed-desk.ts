/**
 * `npm run seed:desk -- --count 10000`: fills the database the server uses (DATABASE_URL, else
 * the PGlite under DATA_DIR; stop a PGlite server first) with realistic inquiries for the desk
 * (scripts/seed-desk-data.ts).
 */
import { parseArgs } from "node:util";
import { ConfigError, config } from "../app/platform/config.server";
import { openConfiguredDatabase } from "./configured-database";
import { seedDesk } from "./seed-desk-data";

async function main() {
  const { values } = parseArgs({ options: { count: { type: "string", default: "10000" } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) {
    console.error("Usage: npm run seed:desk -- --count 10000");
    return 2;
  }
  const settings = config();
  const database = await openConfiguredDatabase(settings);
  try {
    const started = performance.now();
    const made = await seedDesk(database.db, count);
    console.log(`${made} inquiries added in ${Math.round(performance.now() - started)} ms.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
