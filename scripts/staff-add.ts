/**
 * `npm run staff:add -- <email>`: gives an existing account the staff role, in the database the
 * server uses (DATABASE_URL, else the PGlite under DATA_DIR; stop a PGlite server first, since
 * two processes must not open one PGlite directory).
 */
import { promoteToStaff } from "../app/features/auth/roles.server";
import { ConfigError, config } from "../app/platform/config.server";
import { openConfiguredDatabase } from "./configured-database";

async function main() {
  const email = process.argv[2];
  if (!email?.includes("@")) {
    console.error("Usage: npm run staff:add -- <email>");
    return 2;
  }
  const settings = config();
  const database = await openConfiguredDatabase(settings);
  try {
    if (await promoteToStaff(database.db, email)) {
      console.log(`${email} is staff now. The change applies to the next request of that account.`);
      return 0;
    }
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    return 1;
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
