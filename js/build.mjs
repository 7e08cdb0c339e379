// Bundles the front-end into ../skywidgets/static/:
//   src/games/<game>.js              -> <game>.js   one self-contained ES module per game
//   src/lab/lab.js                   -> lab.js      the study lab's widget (not a game)
//   src/generic/board.js             -> board.js    the generic board: any Game drawn from
//                                                   its board pieces (skywidgets.Board)
//   src/shared/loader.js             -> loader.js   the code every board syncs, which loads
//                                                   its game's shared module (bundle.py)
//   src/shared/theme.css + src/games/*.css + src/generic/board.css + src/lab/lab.css
//                                    -> skywidgets.css
// Games are discovered by listing src/games/, so a new game is one new file.
// The output is deterministic (no sourcemaps, no timestamps, sorted inputs):
// CI rebuilds and compares with the committed files. `--check` does that
// comparison without writing anything.
// `--entry <file> --out <dir>` bundles one game kept outside src/games/ (the
// tests' sample game) into <dir>, the same way, and nothing else.

import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const srcGames = join(here, "src", "games");
const srcLab = join(here, "src", "lab");
const srcGeneric = join(here, "src", "generic");
const outDir = resolve(here, "..", "skywidgets", "static");
const check = process.argv.includes("--check");
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? null : process.argv[at + 1] ?? null;
};

const common = {
  bundle: true,
  minify: true,
  write: false,
  sourcemap: false,
  legalComments: "none",
  charset: "ascii", // \u escapes keep the files plain ASCII whatever reads them
  logLevel: "warning",
};

async function buildGame(file, from = srcGames, to = outDir) {
  const result = await esbuild.build({
    ...common,
    entryPoints: [join(from, file)],
    format: "esm",
    platform: "browser",
    target: ["es2020"],
    outfile: join(to, file),
  });
  return result.outputFiles;
}

const entry = option("--entry");
if (entry !== null) {
  const out = option("--out");
  if (out === null) {
    console.error("--entry needs --out <dir>");
    process.exit(2);
  }
  const file = resolve(entry);
  const [output] = await buildGame(basename(file), dirname(file), resolve(out));
  await mkdir(resolve(out), { recursive: true });
  await writeFile(output.path, output.contents);
  console.log(`wrote  ${output.path}  ${output.contents.length} bytes`);
  process.exit(0);
}

async function buildStylesheet(cssFiles) {
  // A generated entry @imports the shared theme, then each game's sheet, so
  // the shared folder never names a game.
  const imports = ["../shared/theme.css", ...cssFiles, "../generic/board.css", "../lab/lab.css"].map((f) => `@import ${JSON.stringify(f.startsWith("..") ? f : "./" + f)};`);
  const result = await esbuild.build({
    ...common,
    stdin: { contents: imports.join("\n"), resolveDir: srcGames, loader: "css", sourcefile: "skywidgets.css" },
    outfile: join(outDir, "skywidgets.css"),
  });
  return result.outputFiles;
}

const entries = (await readdir(srcGames)).sort();
const games = entries.filter((f) => f.endsWith(".js"));
const sheets = entries.filter((f) => f.endsWith(".css"));
const outputs = [
  ...(await Promise.all(games.map((file) => buildGame(file)))).flat(),
  ...(await buildGame("lab.js", srcLab)),
  ...(await buildGame("board.js", srcGeneric)),
  ...(await buildGame("loader.js", join(here, "src", "shared"))),
  ...(await buildStylesheet(sheets)),
];

let stale = 0;
await mkdir(outDir, { recursive: true });
for (const out of outputs) {
  const name = out.path.slice(outDir.length + 1);
  if (check) {
    const committed = await readFile(out.path).catch(() => null);
    const same = committed !== null && Buffer.compare(committed, Buffer.from(out.contents)) === 0;
    if (!same) stale += 1;
    console.log(`${same ? "ok     " : "STALE  "} skywidgets/static/${name}`);
  } else {
    await writeFile(out.path, out.contents);
    console.log(`wrote  skywidgets/static/${name}  ${out.contents.length} bytes`);
  }
}
if (stale) {
  console.error(`${stale} built file(s) differ from the committed ones: run \`npm run build\` in js/ and commit them.`);
  process.exit(1);
}
