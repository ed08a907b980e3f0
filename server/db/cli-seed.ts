import { productionHashers } from "../auth/production-hashers";
import { printDemoLogins } from "../bootstrap";
import { openForCli, runCli } from "../cli";
import { isDatabaseEmpty, seedDemo } from "./seed";

runCli(async () => {
  const { handle, config, done } = await openForCli();
  await handle.migrate();
  if (!(await isDatabaseEmpty(handle.db))) {
    await done();
    throw new Error(
      "La base de datos ya tiene datos: los datos de demostración solo se cargan en una base vacía.",
    );
  }
  const { passwords, pins, factorKeys } = productionHashers(config);
  await seedDemo(handle.db, {
    now: new Date(),
    hashPassword: passwords.hashPassword,
    hashPin: pins.hashPin,
    sealSecret: factorKeys.seal,
    withCheckIn: config.demoCheckIn,
  });
  console.log("Datos de demostración cargados.");
  printDemoLogins((line) => console.log(line));
  await done();
});
