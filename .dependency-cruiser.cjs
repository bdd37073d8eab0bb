// Layering check (`npm run lint:layers`, and in `npm test`): arrows go one way. Inside lib, each folder
// may import only folders below it in LIB_LAYERS (type-only imports excepted: a route's declared reply
// names the store's records without running anything). None runs up; a new one fails when it is written.
/** lib's folders, bottom first. */
const LIB_LAYERS = [
  ['schemas', 'format', 'codec', 'rpc'],
  ['registry'],
  ['decode', 'client', 'evm'],
  ['server'],
  ['capabilities', 'tx-tools', 'console', 'browser', 'upgrades'],
  ['redis', 'metrics'],
  ['store'],
  ['api'],
  ['security'],
  ['auth'],
  ['node'],
  ['explorer'],
  ['follower'],
  ['icm'],
  ['history', 'monitor'],
  ['health', 'page-cache', 'proxy', 'hooks'],
  ['front'],
];

const layerRules = LIB_LAYERS.slice(0, -1).map((layer, i) => ({
  name: `lib-layer-${layer.join('-')}`,
  comment: `lib/{${layer.join(',')}} sits below lib/{${LIB_LAYERS.slice(i + 1)
    .flat()
    .join(',')}}: it must not import them`,
  severity: 'error',
  // A test may drive what sits above the module it tests.
  from: { path: `^lib/(${layer.join('|')})/`, pathNot: '\\.test\\.tsx?$' },
  to: {
    path: `^lib/(${LIB_LAYERS.slice(i + 1)
      .flat()
      .join('|')})/`,
    dependencyTypesNot: ['type-only'],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'lib-not-ui',
      comment: 'lib is below components and app',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'components-not-app',
      comment: 'pages (app) use components, never the other way',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'devnet-registry-and-codec-only',
      comment: 'the devnet uses the registry and the codec only',
      severity: 'error',
      from: { path: '^devnet/' },
      to: { path: '^(lib|components|app)/', pathNot: '^lib/(registry|codec)/' },
    },
    {
      name: 'lib-folder-known',
      comment: 'a new lib folder takes its place in LIB_LAYERS (.dependency-cruiser.cjs)',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^lib/[^/]+/', pathNot: `^lib/(${LIB_LAYERS.flat().join('|')}|testing)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data|test-results|playwright-report)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
