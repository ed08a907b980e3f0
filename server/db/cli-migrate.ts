import { openForCli, runCli } from "../cli";

runCli(async () => {
  const { handle, done } = await openForCli();
  await handle.migrate();
  console.log(`Migraciones aplicadas (${handle.mode}).`);
  await done();
});
