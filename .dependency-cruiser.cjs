/**
 * The walls between the layers (docs/ARCHITECTURE.md, "Layers and the import check"), checked
 * by `npm run lint` over every file under the source folders, not only what an entry point
 * reaches. Each rule's comment is what the person who breaks it reads: which import is wrong and
 * where the shared thing belongs instead.
 *
 * Server: routes, plugins, cli and the entry files → modules → lib → db → config.
 * Web: app → features → entities → shared; a feature never imports another feature.
 * packages/domain imports nothing of the apps. No import circle anywhere.
 */

const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/** The modules every resource builds on: who is asking, their sessions, the live changes, the history seal. */
const BASE_MODULES = `${SERVER}modules/(auth|sessoes|mudancas|auditoria)/`;

/** The command-line programs (and the seeds the server's start shares with them). */
const PROGRAMS = `${SERVER}cli/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: the two files lean on each other, so neither can be read, tested or ' +
        'moved alone. Move what both need into a third file below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-module-folders-no-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Two module folders import each other (a file of each leans on the other folder), so ' +
        'neither resource can be read or changed alone. Rank them: the resource the other ' +
        'builds on is below; move what the lower one took from the upper one down, into the ' +
        'lower folder or lib/ (docs/ARCHITECTURE.md, "Adding a resource").',
      from: { path: `${SERVER}modules/` },
      to: { path: `${SERVER}modules/`, circular: true, viaOnly: { path: `${SERVER}modules/` } },
    },
    {
      name: 'server-base-modules-not-to-resource-modules',
      severity: 'error',
      comment:
        'A base module (auth, sessoes, mudancas, auditoria) imports a ' +
        "resource's module. Every resource builds on the base ones; a base module that knew a " +
        'resource would rank under it. Let the resource call the base module instead.',
      from: { path: BASE_MODULES },
      to: { path: `${SERVER}modules/`, pathNot: BASE_MODULES },
    },
    {
      name: 'server-modules-not-to-routes-or-plugins',
      severity: 'error',
      comment:
        'A service (modules/) imports a route, a plugin, a command or the app. Services are ' +
        'called by routes, never the other way: move the type or helper both need down to lib/ ' +
        '(or to the module itself) and let the upper layer import it.',
      from: { path: `${SERVER}modules/` },
      to: {
        path: [`${SERVER}(routes|plugins|cli)/`, `${SERVER}(app|main|demo)\\.ts$`],
      },
    },
    {
      name: 'server-lib-not-to-modules-or-above',
      severity: 'error',
      comment:
        'lib/ holds helpers every service shares; it imports no service, route, plugin or ' +
        'command. Move the type it needs down into lib/ and let the module import it from there.',
      from: { path: `${SERVER}lib/` },
      to: {
        path: [`${SERVER}(modules|routes|plugins|cli)/`, `${SERVER}(app|main|demo)\\.ts$`],
      },
    },
    {
      name: 'server-db-not-to-lib-or-above',
      severity: 'error',
      comment:
        'db/ holds the schema, the migrations and the client; it imports nothing above it. A ' +
        'program that uses services belongs in cli/; a helper the services share belongs in lib/.',
      from: { path: `${SERVER}db/` },
      to: {
        path: [`${SERVER}(lib|modules|routes|plugins|cli)/`, `${SERVER}(app|main|demo)\\.ts$`],
      },
    },
    {
      name: 'server-not-to-programs',
      severity: 'error',
      comment:
        'A service, helper or route imports a command-line program or a seed. Programs sit on ' +
        'top and call services; what both need belongs in lib/ (or db/ for the client).',
      from: { path: SERVER, pathNot: [PROGRAMS, `${SERVER}(main|demo)\\.ts$`] },
      to: { path: PROGRAMS },
    },
    {
      name: 'server-coil-history-only-through-moverBobina',
      severity: 'error',
      comment:
        'registrarMovimento is the private part of moverBobina (modules/bobinas/mover-bobina.ts): ' +
        'a path that moves or changes a coil calls moverBobina, so a new rule or history field ' +
        'is added once.',
      from: { pathNot: `${SERVER}modules/bobinas/mover-bobina\\.ts$` },
      to: { path: `${SERVER}modules/bobinas/registrar-movimento\\.ts$` },
    },
    {
      name: 'server-config-imports-no-layer',
      severity: 'error',
      comment:
        'config.ts is the bottom layer: it reads the environment and imports no other file of ' +
        'the server.',
      from: { path: `${SERVER}config\\.ts$` },
      to: { path: SERVER },
    },
    {
      name: 'server-route-not-to-another-route',
      severity: 'error',
      comment:
        'A route file imports another route file: routes are leaves the autoloader finds. Put ' +
        'what two routes share in lib/ (route helpers) or in the module.',
      from: { path: `${SERVER}routes/` },
      to: { path: `${SERVER}routes/` },
    },
    {
      name: 'web-shared-not-to-features-entities-or-app',
      severity: 'error',
      comment:
        'shared/ is the bottom of the web app (HTTP client, list kit, dialogs): it knows no ' +
        'screen. Pass what it needs in as an argument, or move the thing to entities/ or features/.',
      from: { path: `${WEB}shared/` },
      to: { path: `${WEB}(features|entities|app)/` },
    },
    {
      name: 'web-entities-not-to-features-or-app',
      severity: 'error',
      comment:
        'entities/ holds what several screens share about one yard thing (a coil, an ' +
        'instruction, the yard); it imports no screen. Move the piece it needs into entities/ ' +
        'too, or into shared/.',
      from: { path: `${WEB}entities/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-not-to-app',
      severity: 'error',
      comment:
        'A feature imports the app shell (app/): the shell imports the features, not the other ' +
        'way. Move what the feature needs to shared/.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-feature-not-to-another-feature',
      severity: 'error',
      comment:
        'A feature imports another feature: each screen stands alone. What two features share ' +
        'moves down to entities/<thing>/ (a yard thing) or shared/ (no yard word).',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'domain-not-to-apps',
      severity: 'error',
      comment:
        'packages/domain is shared by server and web and imports neither: move the thing into ' +
        'the domain, or keep the code that needs the app in the app.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|bench|sim|e2e)/' },
    },
    {
      name: 'apps-not-to-each-other',
      severity: 'error',
      comment:
        'The server and the web app share code only through packages/domain (@patio/domain).',
      // A test may read both sides to check they agree (a web list's fields against the
      // server's whitelist); the code that ships may not.
      from: { path: '^apps/(server|web)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file: a typo or a file that moved.',
      from: {},
      // virtual:… modules are made by a Vite plugin at build time (the service worker's register).
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // Type-only imports count: a type a lower layer needs moves down like any other thing.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The server's API tests are not cruised (only reached from a test beside the code): their
    // imports of programs would join folders into circles that no source file makes.
    doNotFollow: { path: ['node_modules', '^apps/server/test/'] },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
