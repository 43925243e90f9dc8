// corpus: CWE-295 vulnerable — the script sets NODE_TLS_REJECT_UNAUTHORIZED to "0", disabling certificate checks for every request.
import { writeFileSync } from "node:fs";

process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const source = process.env.CATALOG_SOURCE_URL ?? "https://catalog.internal.example.com/export.json";

async function main(): Promise<void> {
  const response = await fetch(source, { headers: { accept: "application/json" } });
  const catalog = await response.json();
  writeFileSync("catalog-snapshot.json", JSON.stringify(catalog, null, 2));
  console.log(`saved ${Array.isArray(catalog) ? catalog.length : 0} entries`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
