import { ensureDirectoryReady, getDirectoryStore } from "@web/directory";
async function main() {
  await ensureDirectoryReady();
  const store = await getDirectoryStore();
  let n = 0; const t = performance.now();
  for await (const e of store.sitemapProviders(0, 12000)) { n++; if (n % 5000 === 0) console.log(n, performance.now() - t); }
  console.log("n", n);
}
const keep = setInterval(() => {}, 1000);
main().then(() => { console.log("done"); clearInterval(keep); }, (e) => { console.error("ERR", e); clearInterval(keep); });
process.on("exit", (c) => console.log("exit", c));
